import { Link } from 'react-router';
import type { RequestDetail } from '#shared/request-schema';
import { isOpenRequest } from '#shared/requests';
import { formatDateTime } from '../lib/format';
import { requesterName } from '../lib/request-text';
import { DescriptionList, type Description } from './description-list';

type RequestDescriptionListProps = {
  request: RequestDetail;
  /** Rows after "Asked By" that only one side reads, such as the organisation for staff. */
  extra?: readonly Description[];
  /** Where the shipment a scheduled booking became is opened: /track, or its admin page. */
  shipmentHref: (trackingNumber: string) => string;
};

/**
 * Where a request stands, beside the state its page's heading shows: who asked and when, until
 * when it waits, and how it ended (the shipment it became, or why it was declined).
 */
export function RequestDescriptionList({
  request,
  extra = [],
  shipmentHref,
}: RequestDescriptionListProps) {
  return (
    <DescriptionList
      layout="beside"
      items={[
        { term: 'Asked By', details: requesterName(request.requested_by) },
        ...extra,
        { term: 'Asked On', details: formatDateTime(request.created_at) },
        // Only a request still waiting can expire.
        ...(isOpenRequest(request.state)
          ? [{ term: 'Expires', details: formatDateTime(request.expires_at) }]
          : []),
        ...(request.tracking_number
          ? [
              {
                term: 'Shipment',
                details: (
                  <Link
                    to={shipmentHref(request.tracking_number)}
                    className="font-mono text-accent-text underline underline-offset-4"
                  >
                    {request.tracking_number}
                  </Link>
                ),
              },
            ]
          : []),
        ...(request.decline_reason
          ? [{ term: 'Decline Reason', details: request.decline_reason }]
          : []),
      ]}
    />
  );
}
