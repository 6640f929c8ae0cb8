import type { ReactNode } from 'react';

/** What both faces of the ToggleGroup take (toggle-group.tsx, radix-toggle-group.tsx). */
export type ToggleGroupProps<Value extends string> = {
  /** The group's accessible name, e.g. the field label it stands for. */
  label: string;
  value: Value;
  options: readonly { value: Value; label: ReactNode }[];
  onChange: (value: Value) => void;
  className?: string;
};

export const TOGGLE_GROUP_CLASS = 'grid gap-2';

export const TOGGLE_ITEM_CLASS =
  'flex h-10 items-center justify-center gap-2 rounded-md border border-border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground';
