import type { AccountSession } from '#shared/account-session';
import { ConfirmDialog } from './confirm-dialog';
import { sessionName } from './session-list';

type EndSessionDialogProps = {
  /** The session asked about; null while the dialog is closed. */
  session: AccountSession | null;
  /** Whose account, when it is not the reader's own: "… signed out of Ana Ruiz's account". */
  account?: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before one session of an account is ended. */
export function EndSessionDialog({
  session,
  account,
  pending,
  onCancel,
  onConfirm,
}: EndSessionDialogProps) {
  const whose = account ? ` of ${account}'s account` : '';
  return (
    <ConfirmDialog
      open={session !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="End this session?"
      description={`${session ? sessionName(session) : 'That browser'} will be signed out${whose} at once.`}
      confirmLabel="End session"
      pendingLabel="Ending..."
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
