import { useState } from 'react';
import { ChangePasswordForm } from '../../../session/password/change-password-form';
import { PasskeysCard } from '../../../session/passkeys/passkeys-card';
import { SessionsCard } from '../../../session/sessions/sessions-card';
import { TwoFactorCard } from '../../../session/two-factor/two-factor-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { useAccount } from '../api/get-account';
import { AccountNameCard } from '../components/account-name-card';

/**
 * The administrator's own account (decision 033): name, password, second factor, passkeys,
 * sessions.
 */
export function ProfilePage() {
  const account = useAccount();
  return (
    <>
      <PageHeader
        title="Profile"
        description="Your name, your password, how you sign in and where you are signed in."
      />
      <QueryState
        query={account}
        loadingText="Loading your profile..."
        errorTitle="Error fetching data"
      >
        {(data) => (
          <div className="grid grid-cols-1 gap-6">
            <AccountNameCard account={data} />
            <PasswordCard />
            <TwoFactorCard />
            <PasskeysCard />
            <SessionsCard />
          </div>
        )}
      </QueryState>
    </>
  );
}

function PasswordCard() {
  // A changed password starts the form again, empty.
  const [changes, setChanges] = useState(0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          Your current password is asked every time. Your other sessions end when it changes.
        </CardDescription>
      </CardHeader>
      <CardContent className="max-w-xl">
        <ChangePasswordForm key={changes} onSaved={() => setChanges((count) => count + 1)} />
      </CardContent>
    </Card>
  );
}
