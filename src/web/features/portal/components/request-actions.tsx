import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TWO_FACTOR_REQUIRED_CODE } from '#shared/auth';
import type { RequestDetail } from '#shared/request-schema';
import { ApiError } from '../../../lib/api';
import { toastFailureUnlessCancelled } from '../../../session/reauthentication/with-reauthentication';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DeclineRequestDialog } from '../../../ui/decline-request-dialog';
import { toast } from '../../../ui/use-toast';
import { useApproveRequest, useCancelRequest, useDeclineRequest } from '../api/write-request';

/**
 * The buttons of what the signed-in person may do to the request now, as the server says
 * (`actions`, from the rule both share): Approve, Decline, Cancel request. A refusal (409: someone
 * else moved it first) is toasted with the server's words and the request is read again.
 */
export function RequestActions({ request }: { request: RequestDetail }) {
  const approve = useApproveRequest(request.id);
  const decline = useDeclineRequest(request.id);
  const cancel = useCancelRequest(request.id);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // The server's words when the approver has no second factor yet, shown with the way to one.
  const [needsTwoFactor, setNeedsTwoFactor] = useState<string | null>(null);
  const may = (action: RequestDetail['actions'][number]) => request.actions.includes(action);
  // A transfer awaiting this person's organisation is theirs to accept (decision 071).
  const offered = request.state === 'awaiting_recipient';

  if (request.actions.length === 0) return null;

  function approveRequest() {
    // Never disabled: "Confirm it's you" gives the focus back to it while the approval is sent.
    if (approve.isPending) return;
    approve.mutate(undefined, {
      onSuccess: (approved) =>
        toast({
          title: offered ? 'Transfer Accepted' : 'Request Approved',
          description:
            approved.state === 'awaiting_recipient'
              ? `${request.number} now awaits the receiving organisation.`
              : `${request.number} now awaits OTC approval.`,
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.code === TWO_FACTOR_REQUIRED_CODE) {
          setNeedsTwoFactor(error.message);
          return;
        }
        toastFailureUnlessCancelled('Error approving the request', error);
      },
    });
  }

  const declineRequest = (reason: string) =>
    decline.mutateAsync(reason).then(
      () => {
        toast({ title: 'Request Declined', description: `${request.number} is declined.` });
        return true;
      },
      (error: Error) => {
        toastFailureUnlessCancelled('Error declining the request', error);
        return false;
      },
    );

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {may('approve') && (
          <Button onClick={approveRequest}>{offered ? 'Accept transfer' : 'Approve'}</Button>
        )}
        {may('decline') && (
          <DeclineRequestDialog
            description={
              offered
                ? 'The organisation that offered it is told, with your reason.'
                : 'The person who asked is told, with your reason.'
            }
            pending={decline.isPending}
            onDecline={declineRequest}
          />
        )}
        {may('cancel') && (
          <Button variant="outline" onClick={() => setConfirmingCancel(true)}>
            Cancel request
          </Button>
        )}
      </div>
      {needsTwoFactor && (
        <p role="alert" className="flex items-start gap-2 text-sm">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>
            {needsTwoFactor}{' '}
            <Link
              to="/vault/settings"
              className="font-medium text-accent-text underline underline-offset-4"
            >
              Go to Account Settings
            </Link>
          </span>
        </p>
      )}
      <ConfirmDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title={`Cancel request ${request.number}?`}
        description="Nobody can approve it any more, and its quote is given up. You can book again later."
        confirmLabel="Cancel request"
        cancelLabel="Keep request"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setConfirmingCancel(false);
              toast({ title: 'Request Cancelled', description: `${request.number} is cancelled.` });
            },
            onError: (error) => {
              setConfirmingCancel(false);
              toastFailureUnlessCancelled('Error cancelling the request', error);
            },
          })
        }
      />
    </div>
  );
}
