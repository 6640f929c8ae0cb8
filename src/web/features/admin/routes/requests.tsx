import { Link } from 'react-router';
import type { RequestRow } from '#shared/request-schema';
import {
  awaitedSide,
  REQUEST_KIND_LABELS,
  REQUEST_KINDS,
  REQUEST_STATE_LABELS,
  REQUEST_STATES,
  type RequestKind,
  type RequestSide,
} from '#shared/requests';
import { formatAge, formatDateTime } from '../../../lib/format';
import { useUrlList } from '../../../lib/use-url-list';
import type { Column } from '../../../ui/column-headers';
import { PageHeader } from '../../../ui/page-header';
import { VisitDeskCard } from '../components/visit-desk-card';
import { useStaffMayChange } from '../lib/use-staff-may';
import { RequestStateBadge } from '../../../ui/request-state-badge';
import { TableCell, TableRow } from '../../../ui/table';
import { useRequestInbox } from '../api/get-requests';
import { ChoiceFilter } from '../components/choice-filter';
import { PagedTable } from '../components/paged-table';
import { useUrlChoice } from '../lib/use-url-choice';

const COLUMNS: readonly Column<'created_at'>[] = [
  { label: 'Number' },
  { label: 'Organisation' },
  { label: 'Type' },
  { label: 'Summary' },
  { label: 'State' },
  { label: 'Age' },
  { label: 'Awaiting' },
];

/** Whose turn a request is, in the inbox's words: ours is OTC's. */
const AWAITED_LABELS: Record<RequestSide, string> = {
  client: 'Client',
  recipient: 'Receiving organisation',
  staff: 'OTC',
};

/**
 * The requests inbox (/admin/requests): every organisation's requests, newest first, by type and
 * state, with whose turn each is. Operations accept or decline one on its page.
 */
export function RequestsPage() {
  const urlList = useUrlList({
    sorts: ['created_at'] as const,
    defaultSort: 'created_at',
    filter: { name: 'state', values: REQUEST_STATES },
  });
  const [kind, setKind] = useUrlChoice<RequestKind>('kind', REQUEST_KINDS);
  const requests = useRequestInbox({ page: urlList.query.page, kind, state: urlList.list.state });
  // Those who keep the vault receive its visitors (decision 070).
  const mayCheckIn = useStaffMayChange('vaultItems');

  return (
    <>
      <PageHeader
        title="Requests"
        description="What client organisations asked of us: accept or decline those awaiting OTC."
      />
      {mayCheckIn && <VisitDeskCard />}
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <ChoiceFilter
          label="State"
          allLabel="All states"
          values={REQUEST_STATES}
          labels={REQUEST_STATE_LABELS}
          value={urlList.list.state}
          onChange={urlList.setFilter}
          layout="stacked"
          className="w-60"
        />
        <ChoiceFilter
          label="Type"
          allLabel="All types"
          values={REQUEST_KINDS}
          labels={REQUEST_KIND_LABELS}
          value={kind}
          onChange={setKind}
          layout="stacked"
          className="w-48"
        />
      </div>

      <PagedTable
        query={requests}
        urlList={urlList}
        columns={COLUMNS}
        label="Requests"
        errorTitle="Error fetching requests"
        emptyText="No requests found."
        loadingText="Loading requests..."
        actionsHeading="sr-only"
        renderRow={(request) => <RequestInboxRow request={request} />}
      />
    </>
  );
}

function RequestInboxRow({ request }: { request: RequestRow }) {
  const awaited = awaitedSide(request.state);
  return (
    <TableRow>
      <TableCell className="font-mono font-medium whitespace-nowrap">{request.number}</TableCell>
      <TableCell>{request.organisation}</TableCell>
      <TableCell>{REQUEST_KIND_LABELS[request.kind]}</TableCell>
      <TableCell>{request.summary}</TableCell>
      <TableCell>
        <RequestStateBadge state={request.state} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={request.created_at} title={formatDateTime(request.created_at)}>
          {formatAge(request.created_at)}
        </time>
      </TableCell>
      <TableCell>{awaited ? AWAITED_LABELS[awaited] : '—'}</TableCell>
      <TableCell pinned className="text-right">
        <Link
          to={`/admin/requests/${request.id}`}
          className="text-sm font-medium text-accent-text underline underline-offset-4"
          aria-label={`Open request ${request.number}`}
        >
          Open
        </Link>
      </TableCell>
    </TableRow>
  );
}
