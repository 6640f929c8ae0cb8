import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { inputClasses } from './input';

/**
 * The browser's own <select>, styled like Input: keyboard, screen reader and phone pickers work
 * as people expect. FormField's id and aria-* props reach the <select> itself.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(inputClasses, 'appearance-none pr-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

type VocabularyOptionsProps<Value extends string> = {
  values: readonly Value[];
  labels: Record<Value, string>;
};

/** One <option> per value of a shared vocabulary (statuses, levels, categories), by its label. */
export function VocabularyOptions<Value extends string>({
  values,
  labels,
}: VocabularyOptionsProps<Value>) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}

/** A NativeSelect offering one shared vocabulary; FormField's id and aria-* props reach it. */
export function VocabularySelect<Value extends string>({
  values,
  labels,
  ...props
}: ComponentProps<'select'> & VocabularyOptionsProps<Value>) {
  return (
    <NativeSelect {...props}>
      <VocabularyOptions values={values} labels={labels} />
    </NativeSelect>
  );
}
