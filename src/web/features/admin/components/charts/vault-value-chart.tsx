import type { AnalyticsData } from '#shared/admin';
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
      table={
        <table>
          <caption>Vault value by category</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Value</th>
              <th scope="col">Items</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.category}>
                <th scope="row">{VAULT_CATEGORY_LABELS[row.category]}</th>
                <td>{formatMoney(row.value)}</td>
                <td>{row.items}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
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
