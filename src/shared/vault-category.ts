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

export const DEFAULT_VAULT_CATEGORY: VaultCategory = 'other';
