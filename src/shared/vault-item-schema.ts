import { z } from './zod';
import { DEFAULT_SECURITY_LEVEL, SECURITY_LEVELS } from './security-level';
import { DEFAULT_VAULT_CATEGORY, VAULT_CATEGORIES } from './vault-category';
import { optionalPositiveNumber, optionalText, requiredText, uuidField } from './form-fields';

/** Vault, row, three-digit shelf: VAULT-A-101. */
export const LOCATION_CODE_PATTERN = /^VAULT-[A-Z]-\d{3}$/;

/** The admin vault item form. */
export const vaultItemFormSchema = z.object({
  client_id: uuidField('Client is required.'),
  name: requiredText(2, 'Item name is required'),
  description: optionalText('Description', 2000),
  category: z
    .enum(VAULT_CATEGORIES, { error: 'Choose one of the listed categories.' })
    .default(DEFAULT_VAULT_CATEGORY),
  security_level: z
    .enum(SECURITY_LEVELS, { error: 'Choose Standard, High or Maximum.' })
    .default(DEFAULT_SECURITY_LEVEL),
  location_code: optionalText('Location code', 20).pipe(
    z.string().regex(LOCATION_CODE_PATTERN, 'Location codes look like VAULT-A-101.').nullable(),
  ),
  value: optionalPositiveNumber('Value must be a positive number.'),
});

export type VaultItemFormInput = z.input<typeof vaultItemFormSchema>;
export type VaultItemForm = z.output<typeof vaultItemFormSchema>;
