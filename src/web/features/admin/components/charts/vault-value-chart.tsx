import type { AnalyticsData } from '#shared/admin/analytics';
import { pluralize } from '#shared/pluralize';
import { VAULT_CATEGORY_LABELS } from '#shared/vault-category';
import { formatMoney } from '../../../../lib/format';
import { ChartCard } from './chart-card';

/** Horizontal bars: the declared value held per category. */
export function VaultValueChart({ rows }: { rows: AnalyticsData['vault_value_by_category'] }) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <ChartCard
      title="Vault value by category"
      description="Declared value of the items in storage."
      empty={rows.length === 0}
      table={{
        columns: ['Category', 'Value', 'Items'],
        rows: rows.map((row) => ({
          key: row.category,
          cells: [VAULT_CATEGORY_LABELS[row.category], formatMoney(row.value), row.items],
        })),
      }}
    >
      <ul className="grid gap-3">
        {rows.map((row) => (
          <li key={row.category} className="grid gap-1">
            <div className="flex justify-between gap-2 text-sm">
              <span className="font-medium">{VAULT_CATEGORY_LABELS[row.category]}</span>
              <span className="text-muted-foreground tabular-nums">
                {formatMoney(row.value)} · {pluralize(row.items, 'item')}
              </span>
            </div>
            <div className="h-3 rounded bg-muted">
              <div
                className="h-3 rounded bg-primary"
                style={{ width: `${(row.value / max) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </ChartCard>
  );
}
