import { ADDRESS_FIELD_LABELS } from './address-fields';
import { z } from './zod';
import { EMAIL_MAX_LENGTH } from './field-limits';
import { newAccountEmail, optionalText, requiredText } from './form-fields';

const profileFields = {
  first_name: requiredText(2, 'First name is required.', 100),
  last_name: requiredText(2, 'Last name is required.', 100),
  phone: optionalText('Phone', 30),
  company: optionalText('Company', 200),
  address: optionalText(ADDRESS_FIELD_LABELS.address, 200),
  city: optionalText(ADDRESS_FIELD_LABELS.city, 100),
  state: optionalText(ADDRESS_FIELD_LABELS.state, 100),
  zipcode: optionalText(ADDRESS_FIELD_LABELS.zipcode, 20),
  country: optionalText(ADDRESS_FIELD_LABELS.country, 100),
  next_of_kin_name: optionalText('Next of kin name', 100),
  next_of_kin_email: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(
      z
        .string()
        .max(EMAIL_MAX_LENGTH, 'Invalid email for next of kin.')
        .pipe(z.email('Invalid email for next of kin.'))
        .nullable(),
    ),
  next_of_kin_phone: optionalText('Next of kin phone', 20),
};

/** Edit client: the e-mail is not editable, so it is not accepted. */
export const clientUpdateSchema = z.object(profileFields);

/**
 * Add Client: the client chooses their own password from the invitation e-mail (decision 009),
 * so the form has no password field.
 */
export const clientCreateSchema = z.object({
  ...profileFields,
  email: newAccountEmail(),
});

export type ClientCreateInput = z.input<typeof clientCreateSchema>;
export type ClientCreate = z.output<typeof clientCreateSchema>;
export type ClientUpdate = z.output<typeof clientUpdateSchema>;
