import { useParams } from 'react-router';
import type { CreatedRequest, RequestDetail } from '#shared/request-schema';
import { toastFailureUnlessCancelled } from '../../../session/reauthentication/with-reauthentication';
import { Button } from '../../../ui/button';
import { DeclineRequestDialog } from '../../../ui/decline-request-dialog';
import { DetailQueryPage } from '../../../ui/detail-query-page';
import { RequestDescriptionList } from '../../../ui/request-description-list';
import { RequestView } from '../../../ui/request-view';
import { toast } from '../../../ui/use-toast';
import { useInboxRequest } from '../api/get-request';
import { useAcceptRequest, useRefuseRequest } from '../api/write-request';

const shipmentSearch = (trackingNumber: string) =>
  `/admin/shipments?search=${encodeURIComponent(trackingNumber)}`;

/**
 * What our acceptance did, as its toast tells it: a release may need a second member of staff, a
 * confirmed visit shows its code to the client.
 */
function acceptedDescription(request: RequestDetail, { number, state }: CreatedRequest) {
  if (state === 'awaiting_staff') {
    return `${number} now needs a second member of staff to approve it.`;
  }
  if (request.kind === 'booking') return `${number} is scheduled as a shipment.`;
  if (request.kind === 'visit') return `${number} is confirmed: the client now sees its code.`;
  if (request.release?.method === 'transfer') {
    return `${number} is transferred: the items are now held for ${request.release.recipient_organisation}.`;
  }
  return state === 'completed'
    ? `${number} is released: the items may be collected.`
    : `${number} is released, and its delivery is booked as a shipment.`;
}

/** One request for staff: what was asked, by whom, its history, and Accept or Decline. */
export function RequestDetailPage() {
  const { requestId = '' } = useParams();
  return (
    <DetailQueryPage
      query={useInboxRequest(requestId)}
      back={{ to: '/admin/requests', label: 'Back to All Requests' }}
      loadingText="Loading request..."
      errorTitle="Error fetching request"
    >
      {(request) => <InboxRequestView request={request} />}
    </DetailQueryPage>
  );
}

function InboxRequestView({ request }: { request: RequestDetail }) {
  return (
    <RequestView
      request={request}
      quoteHref={`/api/admin/requests/${request.id}/quote`}
      asker={request.organisation}
      sideTitle="Decision"
      side={
        <>
          <RequestDescriptionList
            request={request}
            extra={[{ term: 'Organisation', details: request.organisation }]}
            shipmentHref={shipmentSearch}
          />
          <RequestDecision request={request} />
        </>
      }
    />
  );
}

/**
 * Accept and Decline, for a role that may write while the request awaits us (`actions`, from the
 * rule the server enforces). A 409 (cancelled or expired meanwhile) is toasted and re-read.
 */
function RequestDecision({ request }: { request: RequestDetail }) {
  const accept = useAcceptRequest(request.id);
  const refuse = useRefuseRequest(request.id);
  const may = (action: RequestDetail['actions'][number]) => request.actions.includes(action);
  if (!may('approve') && !may('decline')) return null;

  function acceptRequest() {
    // Never disabled: "Confirm it's you" gives the focus back to it while the acceptance is sent.
    if (accept.isPending) return;
    accept.mutate(undefined, {
      onSuccess: (accepted) =>
        toast({
          title: 'Request Accepted',
          description: acceptedDescription(request, accepted),
        }),
      onError: (error) => toastFailureUnlessCancelled('Error accepting the request', error),
    });
  }

  const declineRequest = (reason: string) =>
    refuse.mutateAsync(reason).then(
      () => {
        toast({ title: 'Request Declined', description: `${request.organisation} is told why.` });
        return true;
      },
      (error: Error) => {
        toastFailureUnlessCancelled('Error declining the request', error);
        return false;
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      {may('approve') && <Button onClick={acceptRequest}>Accept</Button>}
      {may('decline') && (
        <DeclineRequestDialog
          description={`${request.organisation} is told, with your reason.`}
          pending={refuse.isPending}
          onDecline={declineRequest}
        />
      )}
    </div>
  );
}
