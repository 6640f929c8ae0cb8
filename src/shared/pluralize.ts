import { onFirstUse } from './on-first-use';

const count = onFirstUse(() => new Intl.NumberFormat('en-US'));

/** A count as US English writes it: '1,200'. */
export function formatCount(amount: number): string {
  // Below a thousand a whole number has no separator to add: Intl is not needed (a refusal's
  // "try again in 1 minute" is written on every refused request).
  if (Number.isInteger(amount) && amount > -1000 && amount < 1000) return String(amount);
  return count().format(amount);
}

/** A count with its noun: '1 item', '0 items', '1,200 items'; `plural` for irregular nouns. */
export function pluralize(amount: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(amount)} ${amount === 1 ? singular : plural}`;
}
