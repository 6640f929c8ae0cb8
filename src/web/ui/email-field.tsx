import type { ComponentProps } from 'react';
import type { TextField } from '../lib/use-text-field';
import { FormField } from './form-field';
import { Input } from './input';

type EmailFieldProps = Omit<
  ComponentProps<typeof Input>,
  'type' | 'autoComplete' | 'value' | 'onChange'
> & {
  label: string;
  required?: boolean;
  field: TextField;
};

/** An e-mail address box (the browser offers the user's own) with its label and message. */
export function EmailField({ label, required, field, ...props }: EmailFieldProps) {
  return (
    <FormField label={label} required={required} error={field.error}>
      <Input
        type="email"
        autoComplete="email"
        {...props}
        value={field.value}
        onChange={(event) => field.set(event.target.value)}
      />
    </FormField>
  );
}
