import { ToggleGroup as ToggleGroupPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';
import { TOGGLE_GROUP_CLASS, TOGGLE_ITEM_CLASS, type ToggleGroupProps } from './toggle-group-parts';

/**
 * Radix single-choice ToggleGroup: exactly one option is always on (clicking the pressed one keeps
 * it), arrow keys move between options. Fetched by ToggleGroup (toggle-group.tsx), not imported.
 */
export function RadixToggleGroup({
  label,
  value,
  options,
  onChange,
  className,
}: ToggleGroupProps<string>) {
  return (
    <ToggleGroupPrimitive.Root
      type="single"
      value={value}
      onValueChange={(next) => next && onChange(next)}
      aria-label={label}
      className={cn(TOGGLE_GROUP_CLASS, className)}
    >
      {options.map((option) => (
        <ToggleGroupPrimitive.Item
          key={option.value}
          value={option.value}
          className={TOGGLE_ITEM_CLASS}
        >
          {option.label}
        </ToggleGroupPrimitive.Item>
      ))}
    </ToggleGroupPrimitive.Root>
  );
}
