import type { ReactNode } from 'react';
import { VAULT_CATEGORY_LABELS } from '#shared/vault-category';
import { formatDate, formatDateTime, formatMoney, NEVER_ACCESSED } from '../../../lib/format';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { SecurityLevelBadge } from '../../../ui/security-level-badge';
import { Spinner } from '../../../ui/spinner';
import { useVaultItem } from '../api/view-vault-item';

/** The item shown, and the button that opened it. */
export type OpenItem = { id: string; opener: HTMLElement };

type ItemDetailsDialogProps = { item: OpenItem | null; onClose: () => void };

/** Item Details (spec §2): opened from a card; the read is recorded in the access log. */
export function ItemDetailsDialog({ item, onClose }: ItemDetailsDialogProps) {
  function handleOpenChange(open: boolean) {
    if (open || !item) return;
    onClose();
    // One dialog serves every card, so radix has no trigger to give focus back to: the card's
    // button gets it once the dialog has gone (before that, the dialog's focus trap would keep it).
    const { opener } = item;
    requestAnimationFrame(() => opener.focus());
  }

  return (
    <Dialog open={item !== null} onOpenChange={handleOpenChange}>
      {item && (
        <DialogContent title="Item Details" className="max-w-lg">
          <ItemDetails itemId={item.id} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ItemDetails({ itemId }: { itemId: string }) {
  const { data: item, isPending, isError, error } = useVaultItem(itemId);
  if (isPending) return <Spinner label="Loading item details..." showLabel />;
  if (isError) {
    return (
      <p role="alert" className="text-destructive">
        {error.message || 'The item could not be loaded.'}
      </p>
    );
  }

  const rows: [string, ReactNode][] = [
    ['Item Name', item.name],
    ['Item ID', <span className="font-mono text-xs break-all">{item.id}</span>],
    ['Category', VAULT_CATEGORY_LABELS[item.category]],
    ['Security Level', <SecurityLevelBadge level={item.security_level} />],
    ['Location Code', item.location_code || 'Not specified'],
    ['Estimated Value', formatMoney(item.value, 'Not specified')],
    ['Date Stored', formatDate(item.date_stored)],
    ['Last Accessed', formatDateTime(item.last_accessed, NEVER_ACCESSED)],
    ['Description', item.description || 'No description provided.'],
  ];
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[9rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
