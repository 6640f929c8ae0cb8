/**
 * The names of a client's address fields, as Account Settings writes them: the same words on the
 * client's and the administrator's forms and in the export.
 */
export const ADDRESS_FIELD_LABELS = {
  address: 'Address',
  city: 'City',
  state: 'State / Province',
  zipcode: 'ZIP / Postal Code',
  country: 'Country',
} as const;
