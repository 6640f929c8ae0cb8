/** Dates and amounts as the spec shows them (§9): US English, dollars. */

export const NOT_AVAILABLE = 'N/A';

const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
// 'November 21, 2026 at 2:05 PM'
const longDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 'Nov 21, 2026', or the fallback when there is no date. */
export function formatDate(iso: string | null, fallback = NOT_AVAILABLE): string {
  return iso ? shortDate.format(new Date(iso)) : fallback;
}

export function formatDateTime(iso: string | null, fallback = NOT_AVAILABLE): string {
  return iso ? longDateTime.format(new Date(iso)) : fallback;
}

export function formatMoney(amount: number | null, fallback = NOT_AVAILABLE): string {
  return amount === null ? fallback : dollars.format(amount);
}
