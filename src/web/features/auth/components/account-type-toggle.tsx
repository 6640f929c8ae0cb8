import { ShieldCheck, User } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AccountType } from '#shared/auth';
import { ToggleGroup } from '../../../ui/toggle-group';

const OPTIONS: { value: AccountType; label: ReactNode }[] = [
  {
    value: 'client',
    label: (
      <>
        <User aria-hidden="true" className="size-4" />
        Client
      </>
    ),
  },
  {
    value: 'admin',
    label: (
      <>
        <ShieldCheck aria-hidden="true" className="size-4" />
        Admin
      </>
    ),
  },
];

type AccountTypeToggleProps = { value: AccountType; onChange: (value: AccountType) => void };

/**
 * The spec's Account Type toggle. Choosing Admin files a request an administrator decides on; it
 * never makes an admin by itself (decision 001), and the hint says so.
 */
export function AccountTypeToggle({ value, onChange }: AccountTypeToggleProps) {
  return (
    <div role="group" aria-labelledby="account-type-label" className="grid gap-2">
      <span id="account-type-label" className="text-sm font-medium">
        Account Type
      </span>
      <ToggleGroup
        label="Account Type"
        value={value}
        options={OPTIONS}
        onChange={onChange}
        className="grid-cols-2"
      />
      {value === 'admin' && (
        <p className="text-xs text-muted-foreground">
          Administrator access is granted by an existing administrator after you confirm your
          e-mail. Until then your account works as a client account.
        </p>
      )}
    </div>
  );
}
