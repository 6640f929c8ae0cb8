import { ShieldCheck, User } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import type { AccountType } from '#shared/auth';

const OPTIONS: { value: AccountType; label: string; Icon: typeof User }[] = [
  { value: 'client', label: 'Client', Icon: User },
  { value: 'admin', label: 'Admin', Icon: ShieldCheck },
];

type AccountTypeToggleProps = { value: AccountType; onChange: (value: AccountType) => void };

/**
 * The spec's Account Type toggle. Choosing Admin files a request an administrator decides on; it
 * never makes an admin by itself (DESIGN.md §5.2), and the hint says so.
 */
export function AccountTypeToggle({ value, onChange }: AccountTypeToggleProps) {
  return (
    <div role="group" aria-labelledby="account-type-label" className="grid gap-2">
      <span id="account-type-label" className="text-sm font-medium">
        Account Type
      </span>
      <ToggleGroup.Root
        type="single"
        value={value}
        onValueChange={(next) => next && onChange(next as AccountType)}
        className="grid grid-cols-2 gap-2"
        aria-label="Account Type"
      >
        {OPTIONS.map(({ value: option, label, Icon }) => (
          <ToggleGroup.Item
            key={option}
            value={option}
            className="flex h-10 items-center justify-center gap-2 rounded-md border border-border text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      {value === 'admin' && (
        <p className="text-xs text-muted-foreground">
          Administrator access is granted by an existing administrator after you confirm your
          e-mail. Until then your account works as a client account.
        </p>
      )}
    </div>
  );
}
