import { VAULT_CATEGORY_LABELS } from '#shared/vault-category';
import { formatDate, formatMoney } from '../../../lib/format';
import { DescriptionList } from '../../../ui/description-list';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { SecurityLevelBadge } from '../../../ui/security-level-badge';
import { Spinner } from '../../../ui/spinner';
import { useSharedItem } from '../api/view-shared-item';

/** The shared item shown, the organisation that shares it, and the button that opened it. */
export type OpenSharedItem = { id: string; organisation: string; opener: HTMLElement };

type SharedItemDialogProps = { item: OpenSharedItem | null; onClose: () => void };

/**
 * A shared item's details (decision 065): never its location, its value only where the grant
 * shows values. Opening it is a view the organisation finds in its access log, and it says so.
 */
export function SharedItemDialog({ item, onClose }: SharedItemDialogProps) {
  function handleOpenChange(open: boolean) {
    if (open || !item) return;
    onClose();
    // One dialog serves every row: the row's button gets the focus back once the dialog is gone.
    const { opener } = item;
    requestAnimationFrame(() => opener.focus());
  }

  return (
    <Dialog open={item !== null} onOpenChange={handleOpenChange}>
      {item && (
        <DialogContent
          title="Shared Item"
          description={`${item.organisation} sees this view in its access log, under your e-mail address.`}
          className="max-w-lg"
        >
          <SharedItemContent itemId={item.id} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function SharedItemContent({ itemId }: { itemId: string }) {
  const { data: item, isPending, isError, error } = useSharedItem(itemId);
  if (isPending) return <Spinner label="Loading item details..." showLabel />;
  if (isError) {
    return (
      <p role="alert" className="text-destructive">
        {error.message || 'The item could not be loaded.'}
      </p>
    );
  }
  return (
    <DescriptionList
      layout="beside"
      items={[
        { term: 'Item Name', details: item.name },
        { term: 'Category', details: VAULT_CATEGORY_LABELS[item.category] },
        { term: 'Security Level', details: <SecurityLevelBadge level={item.security_level} /> },
        ...(item.value === null
          ? []
          : [{ term: 'Estimated Value', details: formatMoney(item.value) }]),
        { term: 'Date Stored', details: formatDate(item.date_stored) },
        { term: 'Description', details: item.description, fallback: 'No description provided.' },
      ]}
    />
  );
}
