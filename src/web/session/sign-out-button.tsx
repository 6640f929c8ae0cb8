import { LogOut } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../ui/button';
import { useSignOut } from './sign-out';

type SignOutButtonProps = Omit<ComponentProps<typeof Button>, 'onClick' | 'children'> & {
  label?: string;
  /** Only the icon shows (a collapsed sidebar); the label stays its accessible name. */
  iconOnly?: boolean;
  /** Where the signed-out visitor lands; the sign-in page by default. */
  landing?: string;
};

export function SignOutButton({
  label = 'Logout',
  iconOnly = false,
  landing,
  disabled,
  ...props
}: SignOutButtonProps) {
  const signOut = useSignOut(landing);
  return (
    <Button
      {...props}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      disabled={disabled || signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      <LogOut aria-hidden="true" />
      {!iconOnly && label}
    </Button>
  );
}
