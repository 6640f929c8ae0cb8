import { CalendarClock, ClipboardCheck, PackageOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { readOnlyRoleNote } from '#shared/client-roles';
import {
  isOpenRequest,
  REQUEST_KIND_LABELS,
  REQUEST_STATE_LABELS,
  REQUEST_STATES,
} from '#shared/requests';
import { BOOKING_FORM_PATH } from '../../../lib/booking-link';
import { RELEASE_FORM_PATH, VISIT_FORM_PATH } from '../../../lib/item-request-links';
import { formatDate } from '../../../lib/format';
import { requesterName } from '../../../lib/request-text';
import { useSession } from '../../../session/get-session';
import { useClientMayChange } from '../../../session/use-client-may';
import { Button } from '../../../ui/button';
import { categoryOptions, FilterButtons } from '../../../ui/filter-buttons';
import { EmptyState } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import { QueryState } from '../../../ui/query-state';
import { RequestStateBadge } from '../../../ui/request-state-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../ui/table';
import { useRequests, type RequestsFilter } from '../api/get-requests';
import { DualControlCard } from '../components/dual-control-card';

const STATE_OPTIONS = categoryOptions('All', REQUEST_STATES, REQUEST_STATE_LABELS);

/** Book a Shipment, Release Items and Book a Visit, for the roles that may ask (CLIENT_ACCESS.requests). */
function AskButtons() {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild>
        <Link to={BOOKING_FORM_PATH}>
          <Plus aria-hidden="true" />
          Book a shipment
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={RELEASE_FORM_PATH}>
          <PackageOpen aria-hidden="true" />
          Release items
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={VISIT_FORM_PATH}>
          <CalendarClock aria-hidden="true" />
          Book a visit
        </Link>
      </Button>
    </div>
  );
}

/**
 * Requests (/vault/requests): what the organisation asked of us, newest first, with the state of
 * each and its four-eyes rule. Owners, Approvers and Members book, release and visit (decisions 067, 069,
 * 070);
 * a Viewer reads.
 */
export function RequestsPage() {
  const [filter, setFilter] = useState<RequestsFilter>({ page: 1, state: 'all' });
  const requests = useRequests(filter);
  const mayAsk = useClientMayChange('requests');
  const { clientRole } = useSession();

  return (
    <>
      <PageHeader
        title="Requests"
        description="The shipments, releases and visits your organisation asked us for, and who approved them."
        actions={mayAsk && <AskButtons />}
      />
      <div className="grid gap-8">
        <section aria-label="Your requests" className="grid content-start gap-4">
          {!mayAsk && clientRole && (
            <p className="text-sm text-muted-foreground">{readOnlyRoleNote(clientRole)}</p>
          )}
          <FilterButtons
            label="Filter requests by state"
            options={STATE_OPTIONS}
            value={filter.state}
            onChange={(state) => setFilter({ page: 1, state })}
          />
          <QueryState
            query={requests}
            loadingText="Loading your requests..."
            errorTitle="Error fetching requests"
          >
            {(data) =>
              data.total === 0 ? (
                <EmptyState
                  icon={ClipboardCheck}
                  title={filter.state === 'all' ? 'No requests yet' : 'No requests in this state'}
                  description={
                    mayAsk
                      ? 'Book a shipment, quoted at once, ask for stored items to leave the vault, or come to see them.'
                      : 'The shipments, releases and visits your organisation asks for appear here.'
                  }
                  action={mayAsk && <AskButtons />}
                />
              ) : (
                <>
                  <Table label="Requests" aria-busy={requests.isPlaceholderData}>
                    <TableHeader>
                      <TableRow>
                        <TableHead>Number</TableHead>
                        <TableHead>Type</TableHead>
                        <TableHead>Summary</TableHead>
                        <TableHead>State</TableHead>
                        <TableHead>Asked By</TableHead>
                        <TableHead>Asked On</TableHead>
                        <TableHead>Expires</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {data.rows.map((request) => (
                        <TableRow key={request.id}>
                          <TableCell className="font-mono font-medium whitespace-nowrap">
                            <Link
                              to={`/vault/requests/${request.id}`}
                              className="text-accent-text underline underline-offset-4"
                            >
                              {request.number}
                            </Link>
                          </TableCell>
                          <TableCell>{REQUEST_KIND_LABELS[request.kind]}</TableCell>
                          <TableCell>{request.summary}</TableCell>
                          <TableCell>
                            <RequestStateBadge state={request.state} />
                          </TableCell>
                          <TableCell>{requesterName(request.requested_by)}</TableCell>
                          <TableCell className="whitespace-nowrap">
                            {formatDate(request.created_at)}
                          </TableCell>
                          {/* Only a request still waiting can expire. */}
                          <TableCell className="whitespace-nowrap">
                            {isOpenRequest(request.state) ? formatDate(request.expires_at) : '—'}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                  <Pagination
                    label="Requests pages"
                    page={filter.page}
                    pageSize={data.page_size}
                    total={data.total}
                    onPageChange={(page) => setFilter((current) => ({ ...current, page }))}
                  />
                </>
              )
            }
          </QueryState>
        </section>
        <div className="max-w-2xl">
          <DualControlCard />
        </div>
      </div>
    </>
  );
}
