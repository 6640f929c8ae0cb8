import { lazy, Suspense } from 'react';
import { cn } from '../lib/cn';
import { TOGGLE_GROUP_CLASS, TOGGLE_ITEM_CLASS, type ToggleGroupProps } from './toggle-group-parts';

const RadixToggleGroup = lazy(async () => ({
  default: (await import('./radix-toggle-group')).RadixToggleGroup,
}));

/**
 * A single-choice toggle group: exactly one option is always on (clicking the pressed one keeps
 * it), arrow keys move between options. Radix's ToggleGroup (roving focus, collection, direction)
 * is a chunk of its own, so the home page's calculator does not carry it in the shell (decision
 * 037); until it arrives the same buttons, in the same places and states, are drawn and take
 * clicks, so nothing moves and no choice is lost.
 */
export function ToggleGroup<Value extends string>(props: ToggleGroupProps<Value>) {
  const { onChange } = props;
  return (
    <Suspense fallback={<PlainToggleGroup {...props} />}>
      <RadixToggleGroup {...props} onChange={(value) => onChange(value as Value)} />
    </Suspense>
  );
}

/** The group as Radix draws it (radiogroup of radios, the pressed one the tab stop), without keys. */
function PlainToggleGroup<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: ToggleGroupProps<Value>) {
  return (
    <div role="radiogroup" aria-label={label} className={cn(TOGGLE_GROUP_CLASS, className)}>
      {options.map((option) => {
        const on = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={on}
            data-state={on ? 'on' : 'off'}
            tabIndex={on ? 0 : -1}
            className={TOGGLE_ITEM_CLASS}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
