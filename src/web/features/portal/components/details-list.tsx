import { TruncatedText } from '../../../ui/truncated-text';

/** A label and its value; an e-mail address is kept on one line (see TruncatedText). */
type DetailsRow = readonly [label: string, value: string | null, kind?: 'email'];

type DetailsListProps = { rows: readonly DetailsRow[] };

/** Label and value pairs of a profile card; an empty value reads 'Not provided'. */
export function DetailsList({ rows }: DetailsListProps) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map(([label, value, kind]) => (
        // min-w-0: a long value narrows with the card instead of widening the page.
        <div key={label} className="grid min-w-0 gap-1">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          {!value ? (
            <dd className="text-muted-foreground italic">Not provided</dd>
          ) : kind === 'email' ? (
            <dd className="min-w-0 font-medium">
              <TruncatedText text={value} />
            </dd>
          ) : (
            <dd className="font-medium break-words">{value}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
