import { onFirstUse } from './on-first-use';

const count = onFirstUse(() => new Intl.NumberFormat('en-US'));

/** A count as US English writes it: '1,200'. */
export function formatCount(amount: number): string {
  return count().format(amount);
}

/** A count with its noun: '1 item', '0 items', '1,200 items'; `plural` for irregular nouns. */
export function pluralize(amount: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(amount)} ${amount === 1 ? singular : plural}`;
}
