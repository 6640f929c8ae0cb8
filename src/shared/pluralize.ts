const count = new Intl.NumberFormat('en-US');

/** A count with its noun: '1 item', '0 items', '1,200 items'; `plural` for irregular nouns. */
export function pluralize(amount: number, singular: string, plural = `${singular}s`): string {
  return `${count.format(amount)} ${amount === 1 ? singular : plural}`;
}
