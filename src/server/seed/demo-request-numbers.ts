/**
 * The demo requests' numbers, REQ-<year>-<six digits>: bookings, releases and visits draw from one
 * sequence a year (document_sequences), in the order they were asked, so no number is used twice
 * and each year's row ends at its last number.
 */
export function numberRequests<Draft extends { submittedAt: number }>(
  drafts: readonly Draft[],
): {
  numberOf: (draft: Draft) => string;
  sequences: { name: string; year: number; last: number }[];
} {
  const lastOfYear = new Map<number, number>();
  const numbers = new Map<Draft, string>();
  for (const draft of [...drafts].sort((a, b) => a.submittedAt - b.submittedAt)) {
    const year = new Date(draft.submittedAt).getUTCFullYear();
    const sequence = (lastOfYear.get(year) ?? 0) + 1;
    lastOfYear.set(year, sequence);
    numbers.set(draft, `REQ-${year}-${String(sequence).padStart(6, '0')}`);
  }
  return {
    numberOf: (draft) => {
      const number = numbers.get(draft);
      if (!number) throw new Error('demo request drawn no number');
      return number;
    },
    sequences: [...lastOfYear].map(([year, last]) => ({ name: 'request', year, last })),
  };
}
