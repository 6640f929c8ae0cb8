import { CalendarClock, PackageOpen, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { releaseFormLink, visitFormLink } from '../../../lib/item-request-links';
import { useClientMayChange } from '../../../session/use-client-may';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { VaultItemDescriptionList } from '../../../ui/vault-item-description-list';
import { useVaultItem } from '../api/view-vault-item';
import { CustodyRecordCheck } from './custody-record-check';

/** The item shown, and the button that opened it. */
export type OpenVaultItem = { id: string; opener: HTMLElement };

type VaultItemDetailsDialogProps = { item: OpenVaultItem | null; onClose: () => void };

/** Item Details: opened from a card; the read is recorded in the access log (decision 008). */
export function VaultItemDetailsDialog({ item, onClose }: VaultItemDetailsDialogProps) {
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
          <VaultItemDetailsContent itemId={item.id} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function VaultItemDetailsContent({ itemId }: { itemId: string }) {
  const { data: item, isPending, isError, error } = useVaultItem(itemId);
  const mayAsk = useClientMayChange('requests');
  const [checking, setChecking] = useState(false);
  if (isPending) return <Spinner label="Loading item details..." showLabel />;
  if (isError) {
    return (
      <p role="alert" className="text-destructive">
        {error.message || 'The item could not be loaded.'}
      </p>
    );
  }

  return (
    <>
      <VaultItemDescriptionList
        item={item}
        reference={{
          term: 'Item ID',
          details: <span className="font-mono text-xs break-all">{item.id}</span>,
        }}
      />
      {mayAsk && !item.released_at && (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={visitFormLink(item.id)}>
              <CalendarClock aria-hidden="true" />
              See it at the vault
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={releaseFormLink(item.id)}>
              <PackageOpen aria-hidden="true" />
              Release this item
            </Link>
          </Button>
        </div>
      )}
      <section aria-label="Custody record" className="grid gap-3 border-t border-border pt-4">
        <div>
          <Button variant="outline" onClick={() => setChecking(true)}>
            <ShieldCheck aria-hidden="true" />
            Verify custody record
          </Button>
        </div>
        {/* The button stays where the focus is; the check appears below it. */}
        {checking && <CustodyRecordCheck subject={{ type: 'vault_item', id: item.id }} />}
      </section>
    </>
  );
}
