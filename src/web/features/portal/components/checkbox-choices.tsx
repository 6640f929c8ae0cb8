import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import type { VaultItemSummary } from '#shared/portal';
import { VAULT_CATEGORY_LABELS } from '#shared/vault-category';
import { Spinner } from '../../../ui/spinner';

type Choice = { id: string; label: string; detail: string };

/** A vault item as a checkbox names it: its name, then its category. */
export const vaultItemChoice = (item: VaultItemSummary): Choice => ({
  id: item.id,
  label: item.name,
  detail: VAULT_CATEGORY_LABELS[item.category],
});

type CheckboxChoicesProps<Row> = {
  legend: string;
  /** The organisation's own rows, read for the form. */
  query: UseQueryResult<Row[]>;
  /** A row as its checkbox names it. */
  choiceOf: (row: Row) => Choice;
  /** What a list without rows reads. */
  empty: string;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string;
};

/**
 * A list of the organisation's rows to choose from, each with a checkbox (Share Access, Release
 * Items); a long list scrolls in its own box. The server's or the form's message shows under it.
 */
export function CheckboxChoices<Row>({
  legend,
  query,
  choiceOf,
  empty,
  chosen,
  onChange,
  error,
}: CheckboxChoicesProps<Row>) {
  const errorId = useId();
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...chosen, id] : chosen.filter((one) => one !== id));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {query.isPending ? (
        <Spinner label={`Loading ${legend.toLowerCase()}...`} showLabel className="text-sm" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {query.error.message || 'The list could not be loaded.'}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid max-h-40 gap-1 overflow-y-auto rounded-md border border-border p-2">
          {query.data.map(choiceOf).map((choice) => (
            <li key={choice.id}>
              <label className="flex items-start gap-2 rounded px-1 py-1 text-sm hover:bg-muted">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0"
                  checked={chosen.includes(choice.id)}
                  onChange={(event) => toggle(choice.id, event.target.checked)}
                />
                <span className="min-w-0 break-words">
                  <span className="font-medium">{choice.label}</span>{' '}
                  <span className="text-muted-foreground">{choice.detail}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
