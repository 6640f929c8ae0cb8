/**
 * What an item handed to another organisation keeps of the original (decision 071): what it is,
 * where it lies and what it is declared to be worth. Its dates and its history start anew.
 */
const KEPT_ON_TRANSFER = [
  'name',
  'description',
  'category',
  'security_level',
  'location_code',
  'value',
] as const;

type Kept = (typeof KEPT_ON_TRANSFER)[number];

export function keptOnTransfer<Item extends Record<Kept, unknown>>(item: Item): Pick<Item, Kept> {
  return Object.fromEntries(KEPT_ON_TRANSFER.map((field) => [field, item[field]])) as Pick<
    Item,
    Kept
  >;
}
