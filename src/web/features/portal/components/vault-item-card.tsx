import { Eye } from 'lucide-react';
import type { VaultItemSummary } from '#shared/portal';
import { VAULT_CATEGORY_EMOJI, VAULT_CATEGORY_LABELS } from '#shared/vault-category';
import { formatDate, NEVER_ACCESSED } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { SecurityLevelBadge } from '../../../ui/security-level-badge';
import { ToneBadge } from '../../../ui/tone-badge';

type VaultItemCardProps = {
  item: VaultItemSummary;
  /** Told which button asked, so focus can go back to it when the details close. */
  onViewDetails: (itemId: string, opener: HTMLElement) => void;
};

/** The spec's item card: emoji, one-line name, short id, security, two-line description, dates. */
export function VaultItemCard({ item, onViewDetails }: VaultItemCardProps) {
  return (
    <article className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <span
          role="img"
          aria-label={VAULT_CATEGORY_LABELS[item.category]}
          className="grid size-11 shrink-0 place-items-center rounded-md bg-muted text-2xl"
        >
          {VAULT_CATEGORY_EMOJI[item.category]}
        </span>
        <span className="flex flex-wrap justify-end gap-1">
          {item.released_at ? <ToneBadge tone="grey">Released</ToneBadge> : null}
          <SecurityLevelBadge level={item.security_level} />
        </span>
      </div>
      {/* The name has the card's whole width to itself: beside the emoji and the badge, three
          cards to a row left it room for one word. */}
      <div className="min-w-0">
        <h2 className="line-clamp-1 font-semibold" title={item.name}>
          {item.name}
        </h2>
        <p className="font-mono text-xs text-muted-foreground">ID: {item.id.slice(0, 8)}</p>
      </div>
      <p className="line-clamp-2 min-h-10 text-sm text-muted-foreground">
        {item.description || 'No description available.'}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Stored</dt>
          <dd className="font-medium">{formatDate(item.date_stored)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Last Access</dt>
          <dd className="font-medium">{formatDate(item.last_accessed, NEVER_ACCESSED)}</dd>
        </div>
      </dl>
      <Button
        variant="outline"
        className="mt-auto"
        aria-label={`View Details of ${item.name}`}
        onClick={(event) => onViewDetails(item.id, event.currentTarget)}
      >
        <Eye aria-hidden="true" />
        View Details
      </Button>
    </article>
  );
}
