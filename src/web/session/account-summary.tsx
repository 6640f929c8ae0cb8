import { TruncatedText } from '../ui/truncated-text';
import { useSession } from './get-session';
import { SignOutButton } from './sign-out-button';

type AccountSummaryProps = { roleLabel: string; collapsed: boolean };

/** The sidebar's foot: the signed-in e-mail with its role, and Log Out. */
export function AccountSummary({ roleLabel, collapsed }: AccountSummaryProps) {
  const { user } = useSession();

  return (
    <div className="grid gap-2">
      {!collapsed && user && (
        <div className="min-w-0 px-2 py-1">
          <TruncatedText text={user.email} className="text-sm font-medium" />
          <p className="text-xs text-muted-foreground">{roleLabel}</p>
        </div>
      )}
      <SignOutButton
        variant="ghost"
        label="Log Out"
        iconOnly={collapsed}
        className={collapsed ? 'w-full px-0' : 'w-full justify-start'}
      />
    </div>
  );
}
