import { LogOut } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../ui/button';
import { useSignOut } from './sign-out';

type SignOutButtonProps = Omit<ComponentProps<typeof Button>, 'onClick' | 'children'> & {
  label?: string;
};

export function SignOutButton({ label = 'Logout', disabled, ...props }: SignOutButtonProps) {
  const signOut = useSignOut();
  return (
    <Button {...props} disabled={disabled || signOut.isPending} onClick={() => signOut.mutate()}>
      <LogOut aria-hidden="true" />
      {label}
    </Button>
  );
}
