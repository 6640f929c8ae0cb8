export const VAULT_CATEGORIES = [
  'documents',
  'jewelry',
  'electronics',
  'artwork',
  'gold',
  'other',
] as const;

export type VaultCategory = (typeof VAULT_CATEGORIES)[number];

export const VAULT_CATEGORY_LABELS: Record<VaultCategory, string> = {
  documents: 'Documents',
  jewelry: 'Jewelry',
  electronics: 'Electronics',
  artwork: 'Artwork',
  gold: 'Gold',
  other: 'Other',
};

/** The picture on a client's item card. */
export const VAULT_CATEGORY_EMOJI: Record<VaultCategory, string> = {
  documents: '📄',
  jewelry: '💎',
  electronics: '💻',
  artwork: '🖼️',
  gold: '🪙',
  other: '📦',
};

export const DEFAULT_VAULT_CATEGORY: VaultCategory = 'other';
