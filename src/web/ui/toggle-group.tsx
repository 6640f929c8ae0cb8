import { ToggleGroup as ToggleGroupPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

type ToggleGroupProps<Value extends string> = {
  /** The group's accessible name, e.g. the field label it stands for. */
  label: string;
  value: Value;
  options: readonly { value: Value; label: ReactNode }[];
  onChange: (value: Value) => void;
  className?: string;
};

/**
 * Radix single-choice ToggleGroup: exactly one option is always on (clicking the pressed one keeps
 * it), arrow keys move between options.
 */
export function ToggleGroup<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: ToggleGroupProps<Value>) {
  return (
    <ToggleGroupPrimitive.Root
      type="single"
      value={value}
      onValueChange={(next) => next && onChange(next as Value)}
      aria-label={label}
      className={cn('grid gap-2', className)}
    >
      {options.map((option) => (
        <ToggleGroupPrimitive.Item
          key={option.value}
          value={option.value}
          className="flex h-10 items-center justify-center gap-2 rounded-md border border-border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
        >
          {option.label}
        </ToggleGroupPrimitive.Item>
      ))}
    </ToggleGroupPrimitive.Root>
  );
}
