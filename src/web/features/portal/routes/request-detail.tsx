import { useParams } from 'react-router';
import type { RequestDetail } from '#shared/request-schema';
import { DetailQueryPage } from '../../../ui/detail-query-page';
import { RequestDescriptionList } from '../../../ui/request-description-list';
import { RequestView } from '../../../ui/request-view';
import { useRequest } from '../api/get-request';
import { RequestActions } from '../components/request-actions';

const trackingPage = (trackingNumber: string) =>
  `/track?number=${encodeURIComponent(trackingNumber)}`;

/**
 * One of the organisation's requests (/vault/requests/:requestId): what was asked, where it stands,
 * its history, and the buttons of what the signed-in person may do to it now.
 */
export function RequestDetailPage() {
  const { requestId = '' } = useParams();
  return (
    <DetailQueryPage
      query={useRequest(requestId)}
      back={{ to: '/vault/requests', label: 'Back to Requests' }}
      loadingText="Loading the request..."
      errorTitle="Error fetching request"
    >
      {(request) => <OwnRequestView request={request} />}
    </DetailQueryPage>
  );
}

function OwnRequestView({ request }: { request: RequestDetail }) {
  return (
    <RequestView
      request={request}
      quoteHref={`/api/requests/${request.id}/quote`}
      sideTitle="Where It Stands"
      side={
        <>
          <RequestDescriptionList request={request} shipmentHref={trackingPage} />
          <RequestActions request={request} />
        </>
      }
    />
  );
}
