import type { VaultItemDetails } from '#shared/portal';
import { VAULT_CATEGORY_LABELS } from '#shared/vault-category';
import { formatDate, formatDateTime, formatMoney, NEVER_ACCESSED } from '../lib/format';
import { DescriptionList, type Description } from './description-list';
import { SecurityLevelBadge } from './security-level-badge';

const NOT_SPECIFIED = 'Not specified';

type VaultItemDescriptionListProps = {
  item: VaultItemDetails;
  /** The row after the name: the item's ID for its client, the client it belongs to for an admin. */
  reference: Description;
};

/** A vault item's details, as the portal's and the admin area's item dialogs show them. */
export function VaultItemDescriptionList({ item, reference }: VaultItemDescriptionListProps) {
  return (
    <DescriptionList
      layout="beside"
      items={[
        { term: 'Item Name', details: item.name },
        reference,
        { term: 'Category', details: VAULT_CATEGORY_LABELS[item.category] },
        { term: 'Security Level', details: <SecurityLevelBadge level={item.security_level} /> },
        { term: 'Location Code', details: item.location_code, fallback: NOT_SPECIFIED },
        {
          term: 'Estimated Value',
          details: item.value !== null && formatMoney(item.value),
          fallback: NOT_SPECIFIED,
        },
        { term: 'Date Stored', details: formatDate(item.date_stored) },
        {
          term: 'Last Accessed',
          details: item.last_accessed && formatDateTime(item.last_accessed),
          fallback: NEVER_ACCESSED,
        },
        ...(item.released_at
          ? [{ term: 'Released', details: formatDateTime(item.released_at) }]
          : []),
        { term: 'Description', details: item.description, fallback: 'No description provided.' },
      ]}
    />
  );
}
