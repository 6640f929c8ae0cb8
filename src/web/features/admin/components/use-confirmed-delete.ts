import type { UseMutationResult } from '@tanstack/react-query';
import { useOpenedDialog } from '../../../lib/use-opened-dialog';
import { toast } from '../../../ui/use-toast';

type ConfirmedDelete<Row extends { id: string }> = {
  remove: UseMutationResult<unknown, Error, string>;
  /** The toast once the row is gone. */
  deleted: (row: Row) => { title: string; description: string };
  /** The destructive toast's title, and its text when the server gave none. */
  failure: { title: string; fallback: string };
  /** Steps back a page when the last row of this one went. */
  afterDelete: () => void;
  /** Reloads the list after a failure: the row may have gone already (another admin). */
  reload: () => void;
};

/**
 * The confirmation dialog of a paged admin list and what its Delete does: a success closes it
 * without moving the focus (the opener's row is gone), a failure is shown as one and gives the
 * focus back to the row's actions.
 */
export function useConfirmedDelete<Row extends { id: string }>({
  remove,
  deleted,
  failure,
  afterDelete,
  reload,
}: ConfirmedDelete<Row>) {
  const deleting = useOpenedDialog<Row>();

  function confirm() {
    const row = deleting.what;
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: () => {
        toast(deleted(row));
        deleting.dismiss();
        afterDelete();
      },
      onError: (error) => {
        toast({
          title: failure.title,
          description: error.message || failure.fallback,
          variant: 'destructive',
        });
        deleting.close();
        reload();
      },
    });
  }

  return { deleting, confirm, pending: remove.isPending };
}
