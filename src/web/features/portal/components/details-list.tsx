type DetailsListProps = { rows: readonly (readonly [label: string, value: string | null])[] };

/** Label and value pairs of a profile card; an empty value reads 'Not provided'. */
export function DetailsList({ rows }: DetailsListProps) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className={value ? 'font-medium break-words' : 'text-muted-foreground italic'}>
            {value || 'Not provided'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
