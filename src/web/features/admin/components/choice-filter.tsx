import { useId } from 'react';
import { Label } from '../../../ui/label';
import { NativeSelect, VocabularyOptions } from '../../../ui/native-select';

type ChoiceFilterProps<Value extends string> = {
  label: string;
  /** The first option, which filters nothing: 'All statuses', 'Anyone'. */
  allLabel: string;
  values: readonly Value[];
  labels: Record<Value, string>;
  value: Value | 'all';
  onChange: (value: Value | 'all') => void;
  /** The label beside the select, or above it. */
  layout: 'inline' | 'stacked';
  /** The select's width. */
  className: string;
};

const LAYOUTS = { inline: 'flex items-center gap-2', stacked: 'grid gap-1' };

/** A list's filter by one vocabulary (status, category…), 'all' when it filters nothing. */
export function ChoiceFilter<Value extends string>({
  label,
  allLabel,
  values,
  labels,
  value,
  onChange,
  layout,
  className,
}: ChoiceFilterProps<Value>) {
  const id = useId();
  return (
    <div className={LAYOUTS[layout]}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        className={className}
        value={value}
        onChange={(event) =>
          onChange(values.find((candidate) => candidate === event.target.value) ?? 'all')
        }
      >
        <option value="all">{allLabel}</option>
        <VocabularyOptions values={values} labels={labels} />
      </NativeSelect>
    </div>
  );
}
