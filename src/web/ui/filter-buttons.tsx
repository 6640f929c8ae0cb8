import { cn } from '../lib/cn';

type FilterButtonsProps<Value extends string> = {
  /** The group's accessible name, e.g. 'Filter news by category'. */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
};

/** 'All' (under the given label) followed by one option per category, in order. */
export function categoryOptions<Category extends string>(
  allLabel: string,
  categories: readonly Category[],
  labels: Record<Category, string>,
): { value: 'all' | Category; label: string }[] {
  return [
    { value: 'all', label: allLabel },
    ...categories.map((category) => ({ value: category, label: labels[category] })),
  ];
}

/** A row of toggle buttons of which one is pressed (aria-pressed), for filtering a list. */
export function FilterButtons<Value extends string>({
  label,
  options,
  value,
  onChange,
}: FilterButtonsProps<Value>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-10 rounded-full border px-4 text-sm font-medium transition-colors',
              pressed
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-card text-card-foreground hover:bg-muted',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
