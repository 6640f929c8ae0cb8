import { ID_TYPE_LABELS, dayLabel, slotLabel, type VisitDetail } from '#shared/visits';
import { VAULT_CATEGORY_LABELS } from '#shared/vault-category';
import { formatDateTime } from '../lib/format';
import { DescriptionList } from './description-list';
import { SecurityLevelBadge } from './security-level-badge';
import { VisitCode } from './visit-code';

/** A visit's day and hour, its people, the items to bring and, once confirmed, its code. */
export function VisitDescriptionList({ visit }: { visit: VisitDetail }) {
  return (
    <div className="grid gap-4">
      <DescriptionList
        layout="beside"
        items={[
          { term: 'Day', details: dayLabel(visit.visit_on) },
          { term: 'Hour', details: `${slotLabel(visit.hour)} (vault time, New York)` },
          {
            term: 'Visitors',
            details: (
              <ul className="grid gap-1">
                {visit.visitors.map((visitor, index) => (
                  <li key={index}>
                    {visitor.name} · {ID_TYPE_LABELS[visitor.id_type]}
                  </li>
                ))}
              </ul>
            ),
          },
          ...(visit.checked_in_at
            ? [{ term: 'Checked In', details: formatDateTime(visit.checked_in_at) }]
            : []),
        ]}
      />
      {visit.code ? (
        <section aria-label="Visit code" className="grid gap-2 rounded-md border p-4">
          <p className="text-sm text-muted-foreground">
            Show this code at the vault&apos;s desk on the day of the visit, with each
            visitor&apos;s ID. It is valid once.
          </p>
          <VisitCode code={visit.code} />
        </section>
      ) : null}
      <ul aria-label="Items to bring" className="grid gap-2">
        {visit.items.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
          >
            <span className="font-medium">{item.name}</span>
            <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {VAULT_CATEGORY_LABELS[item.category]}
              <SecurityLevelBadge level={item.security_level} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
