import type { DelegationRow } from '#shared/delegation';
import type { TeamInvitationRow, TeamMember } from '#shared/team';
import { ApiError } from '../../../lib/api';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { toast } from '../../../ui/use-toast';
import { useRevokeAccess } from '../api/write-delegations';
import { useRemoveMember, useRevokeInvitation, useTransferOwnership } from '../api/write-team';

/** A team change asked once more before it is made. */
export type TeamConfirmation =
  | { kind: 'transfer'; member: TeamMember }
  | { kind: 'remove'; member: TeamMember }
  | { kind: 'withdraw'; invitation: TeamInvitationRow }
  | { kind: 'withdraw-access'; delegation: DelegationRow };

type Words = {
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  destructive: boolean;
  done: { title: string; description: string };
  failed: string;
};

function wordsOf(target: TeamConfirmation, organisation: string): Words {
  switch (target.kind) {
    case 'transfer': {
      const { name } = target.member;
      return {
        title: `Transfer ownership to ${name}?`,
        description: `You will become a Member. ${name} becomes an Owner of ${organisation} and manages its team and details.`,
        confirmLabel: 'Transfer Ownership',
        pendingLabel: 'Transferring...',
        destructive: false,
        done: { title: 'Ownership Transferred', description: `${name} is now an Owner.` },
        failed: 'Error transferring ownership',
      };
    }
    case 'remove': {
      const { name } = target.member;
      return {
        title: `Remove ${name}?`,
        description: `${name} loses access to the vault, shipments and issues of ${organisation} at their next click. Their account stays.`,
        confirmLabel: 'Remove',
        pendingLabel: 'Removing...',
        destructive: true,
        done: {
          title: 'Member Removed',
          description: `${name} is no longer a member of ${organisation}.`,
        },
        failed: 'Error removing member',
      };
    }
    case 'withdraw': {
      const { email } = target.invitation;
      return {
        title: `Withdraw the invitation to ${email}?`,
        description: 'Its link stops working at once. You can invite the address again later.',
        confirmLabel: 'Withdraw',
        pendingLabel: 'Withdrawing...',
        destructive: true,
        done: { title: 'Invitation Withdrawn', description: email },
        failed: 'Error withdrawing the invitation',
      };
    }
    case 'withdraw-access': {
      const { email } = target.delegation;
      return {
        title: `Withdraw the access of ${email}?`,
        description: `They no longer see what ${organisation} shares with them from their next click, and its link stops working. You can share again later.`,
        confirmLabel: 'Withdraw',
        pendingLabel: 'Withdrawing...',
        destructive: true,
        done: { title: 'Access Withdrawn', description: email },
        failed: 'Error withdrawing the access',
      };
    }
  }
}

type TeamConfirmDialogProps = {
  target: TeamConfirmation | null;
  organisation: string;
  /** Closes it and gives the focus back to the control that opened it. */
  onClose: () => void;
  /** Closes it without moving the focus: the row it was opened from has changed or gone. */
  onDone: () => void;
};

/**
 * Transfer Ownership, Remove and Withdraw (an invitation or a shared access): the question, then
 * the change, toasted either way.
 */
export function TeamConfirmDialog({
  target,
  organisation,
  onClose,
  onDone,
}: TeamConfirmDialogProps) {
  const transfer = useTransferOwnership();
  const remove = useRemoveMember();
  const revoke = useRevokeInvitation();
  const revokeAccess = useRevokeAccess();
  const words = target && wordsOf(target, organisation);

  function confirm() {
    if (!target || !words) return;
    const settle = {
      onSuccess: () => {
        toast(words.done);
        onDone();
      },
      onError: (error: Error) => {
        toast({
          title: words.failed,
          description: (error instanceof ApiError && error.message) || 'Something went wrong',
          variant: 'destructive',
        });
        onClose();
      },
    };
    if (target.kind === 'transfer') transfer.mutate(target.member.user_id, settle);
    else if (target.kind === 'remove') remove.mutate(target.member.user_id, settle);
    else if (target.kind === 'withdraw') revoke.mutate(target.invitation.id, settle);
    else revokeAccess.mutate(target.delegation.id, settle);
  }

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={words?.title ?? ''}
      description={words?.description ?? ''}
      confirmLabel={words?.confirmLabel ?? ''}
      pendingLabel={words?.pendingLabel}
      confirmVariant={words?.destructive === false ? 'default' : 'destructive'}
      pending={transfer.isPending || remove.isPending || revoke.isPending || revokeAccess.isPending}
      onConfirm={confirm}
    />
  );
}
