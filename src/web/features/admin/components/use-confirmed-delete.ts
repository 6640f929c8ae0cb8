import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useOpenedDialog } from '../../../lib/use-opened-dialog';
import { toast } from '../../../ui/use-toast';

/** The list the row is in: reloaded after a failure (another admin may have deleted it). */
type Listed<Row> =
  | {
      /** The page of a paged list the row is on. */
      query: UseQueryResult<{ rows: Row[] }>;
      /** useUrlList's: steps back a page when the last row of this one went. */
      urlList: { stepBackIfEmptied: (rowsShown: number | undefined) => void };
    }
  | {
      /** A list read whole (a few dozen rows): nothing to step back from. */
      query: UseQueryResult<Row[]>;
      urlList?: undefined;
    };

type ConfirmedDelete<Row extends { id: string }> = Listed<Row> & {
  remove: UseMutationResult<unknown, Error, string>;
  /** The toast once the row is gone. */
  deleted: (row: Row) => { title: string; description: string };
  /** The destructive toast's title, and its text when the server gave none. */
  failure: { title: string; fallback: string };
};

/**
 * The confirmation dialog of an admin list and what its Delete does: a success closes it without
 * moving the focus (the opener's row is gone), a failure is shown as one and gives the focus back
 * to the row's actions. `confirmDialog` holds the ConfirmDialog's props but its words.
 */
export function useConfirmedDelete<Row extends { id: string }>(list: ConfirmedDelete<Row>) {
  const { remove, deleted, failure } = list;
  const deleting = useOpenedDialog<Row>();

  function confirm() {
    const row = deleting.what;
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: () => {
        toast(deleted(row));
        deleting.dismiss();
        if (list.urlList) list.urlList.stepBackIfEmptied(list.query.data?.rows.length);
      },
      onError: (error) => {
        toast({
          title: failure.title,
          description: error.message || failure.fallback,
          variant: 'destructive',
        });
        deleting.close();
        void list.query.refetch();
      },
    });
  }

  return {
    deleting,
    confirmDialog: {
      open: deleting.what !== null,
      onOpenChange: (open: boolean) => {
        if (!open) deleting.close();
      },
      confirmLabel: 'Delete',
      onConfirm: confirm,
      pending: remove.isPending,
    },
  };
}
