import type { ReleaseDetail } from '#shared/release-schema';
import { RELEASE_METHOD_LABELS } from '#shared/requests';
import { VAULT_CATEGORY_LABELS } from '#shared/vault-category';
import { formatDateTime, formatMoney } from '../lib/format';
import { ToneBadge } from './tone-badge';
import { DescriptionList } from './description-list';
import { SecurityLevelBadge } from './security-level-badge';

/** A release's details and its items, as the portal's and the admin area's request pages show them. */
export function ReleaseDescriptionList({ release }: { release: ReleaseDetail }) {
  return (
    <div className="grid gap-4">
      <DescriptionList
        layout="beside"
        items={[
          { term: 'How', details: RELEASE_METHOD_LABELS[release.method] },
          { term: 'Release Date', details: formatDateTime(release.release_on) },
          destinationOf(release),
          { term: 'Declared Value', details: formatMoney(release.total_value) },
          {
            term: 'OTC Approvals',
            details: `${release.staff_approvals_given} of ${release.staff_approvals_needed}`,
          },
        ]}
      />
      <ul aria-label="Items" className="grid gap-2">
        {release.items.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
          >
            <span className="font-medium">{item.name}</span>
            <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {VAULT_CATEGORY_LABELS[item.category]} · {formatMoney(item.value)}
              <SecurityLevelBadge level={item.security_level} />
              {item.released_at ? <ToneBadge tone="grey">Released</ToneBadge> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Who takes the items, or where they go. */
function destinationOf(release: ReleaseDetail) {
  if (release.method === 'collect')
    return { term: 'Collected By', details: release.collector_name };
  if (release.method === 'transfer') {
    return { term: 'Transferred To', details: release.recipient_organisation };
  }
  return {
    term: 'Delivered To',
    details: `${release.delivery_address}, ${release.delivery_city}`,
  };
}
