import { keysetPageSchema } from '../list-query';
import { SECURITY_LEVELS } from '../security-level';
import { VAULT_CATEGORIES } from '../vault-category';
import { isoDateTime, nullableText, z } from '../zod';
import { clientNameSchema } from './clients';

/** What the admin endpoints answer about vault items; dates travel as ISO strings. */

export const adminVaultItemSchema = z
  .object({
    id: z.uuid(),
    client_id: z.uuid(),
    name: z.string(),
    description: nullableText,
    category: z.enum(VAULT_CATEGORIES),
    security_level: z.enum(SECURITY_LEVELS),
    location_code: nullableText,
    value: z.number().nullable(),
    date_stored: isoDateTime,
    last_accessed: isoDateTime.nullable(),
    released_at: isoDateTime.nullable(),
    created_at: isoDateTime,
    client: clientNameSchema.nullable(),
  })
  .meta({ id: 'AdminVaultItem' });

export type AdminVaultItem = z.infer<typeof adminVaultItemSchema>;

export const adminVaultItemPageSchema = keysetPageSchema(
  adminVaultItemSchema,
  'AdminVaultItemPage',
);

/** What a deleted vault item leaves to show: which one went. */
export const deletedVaultItemSchema = z
  .object({ id: z.uuid(), name: z.string() })
  .meta({ id: 'DeletedVaultItem' });

export type DeletedVaultItem = z.infer<typeof deletedVaultItemSchema>;

export const VAULT_ITEM_SORTS = [
  'created_at',
  'name',
  'category',
  'security_level',
  'date_stored',
] as const;
