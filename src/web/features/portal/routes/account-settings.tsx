import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ADDRESS_FIELD_LABELS } from '#shared/address-fields';
import { MISSING_PROFILE_MESSAGES } from '#shared/portal';
import { fullName } from '#shared/person-name';
import { ApiError } from '../../../lib/api';
import { UserAvatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { DescriptionList, type Description } from '../../../ui/description-list';
import { useProfile } from '../api/get-profile';
import { EditProfileDialog, type ProfileTab } from '../components/edit-profile-dialog';
import { NotificationSettingsCard } from '../components/notification-settings-card';
import { PasskeysCard } from '../../../session/passkeys/passkeys-card';
import { TwoFactorCard } from '../../../session/two-factor/two-factor-card';
import { SessionsCard } from '../../../session/sessions/sessions-card';
import { useSession } from '../../../session/get-session';
import { useClientMayChange } from '../../../session/use-client-may';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { TruncatedText } from '../../../ui/truncated-text';

/** A profile field; one the client has not filled in reads 'Not provided'. */
const profileRow = (term: string, details: ReactNode): Description => ({
  term,
  details,
  fallback: 'Not provided',
});

export function AccountSettingsPage() {
  const { inNoOrganisation } = useSession();
  return (
    <>
      <PageHeader
        title="Account Settings"
        description={
          inNoOrganisation
            ? 'How you sign in, and what we tell you.'
            : 'Your details, your password and who we contact on your behalf.'
        }
      />
      {inNoOrganisation ? <OwnAccountSettings /> : <OrganisationAccountSettings />}
    </>
  );
}

/** The account's own settings, which hold whatever organisation it works in, or none. */
function AccountCards() {
  return (
    <>
      <TwoFactorCard />
      <PasskeysCard />
      <NotificationSettingsCard />
      <SessionsCard />
    </>
  );
}

/**
 * An account in no organisation (a delegate, decision 065) has no client profile to read or
 * edit: its name and address, then the settings of the account itself.
 */
function OwnAccountSettings() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardContent className="flex flex-wrap items-center gap-4 pt-6">
          <UserAvatar
            name={user.name}
            email={user.email}
            src={user.image}
            className="size-20 text-2xl"
          />
          <div className="min-w-0 flex-1 basis-40">
            <h2 className="text-xl font-semibold break-words">{user.name}</h2>
            <TruncatedText text={user.email} className="text-muted-foreground" />
          </div>
        </CardContent>
      </Card>
      <AccountCards />
    </div>
  );
}

/** The organisation's profile the session works in, then the account's own settings. */
function OrganisationAccountSettings() {
  const profile = useProfile();
  const [openTab, setOpenTab] = useState<ProfileTab | null>(null);

  return (
    <>
      <QueryState
        query={profile}
        loadingText="Loading your profile..."
        errorTitle="Error Loading Data"
        errorMessage={(error) =>
          error instanceof ApiError && error.status === 404
            ? MISSING_PROFILE_MESSAGES.profile
            : error.message
        }
      >
        {(client) => {
          const name = fullName(client.first_name, client.last_name) || client.email;
          return (
            <>
              {/* Columns of minmax(0, 1fr): a card never grows wider than the page for a long
                  address. */}
              <div className="grid grid-cols-1 gap-6">
                <Card>
                  <CardContent className="flex flex-wrap items-center gap-4 pt-6">
                    <UserAvatar
                      name={name}
                      email={client.email}
                      src={client.profile_image_url}
                      className="size-20 text-2xl"
                    />
                    {/* At least 10rem beside the avatar: on a phone Edit Profile wraps below
                        instead. */}
                    <div className="min-w-0 flex-1 basis-40">
                      <h2 className="text-xl font-semibold break-words">{name}</h2>
                      <TruncatedText text={client.email} className="text-muted-foreground" />
                    </div>
                    <Button onClick={() => setOpenTab('personal')}>
                      <Pencil aria-hidden="true" />
                      Edit Profile
                    </Button>
                  </CardContent>
                </Card>
                <ProfileDetailsCard
                  title="Account Owner Details"
                  onEdit={() => setOpenTab('personal')}
                  items={[
                    profileRow('Full Name', name === client.email ? null : name),
                    profileRow('Email Address', <TruncatedText text={client.email} />),
                    profileRow('Phone Number', client.phone),
                    profileRow(ADDRESS_FIELD_LABELS.address, client.address),
                    profileRow(ADDRESS_FIELD_LABELS.city, client.city),
                    profileRow(ADDRESS_FIELD_LABELS.state, client.state),
                    profileRow(ADDRESS_FIELD_LABELS.zipcode, client.zipcode),
                    profileRow(ADDRESS_FIELD_LABELS.country, client.country),
                  ]}
                />
                <ProfileDetailsCard
                  title="Next of Kin Information"
                  onEdit={() => setOpenTab('next-of-kin')}
                  items={[
                    profileRow('Full Name', client.next_of_kin_name),
                    profileRow(
                      'Email Address',
                      client.next_of_kin_email && <TruncatedText text={client.next_of_kin_email} />,
                    ),
                    profileRow('Phone Number', client.next_of_kin_phone),
                  ]}
                />
                <AccountCards />
              </div>
              <EditProfileDialog
                profile={client}
                name={name}
                tab={openTab}
                onTabChange={setOpenTab}
                onClose={() => setOpenTab(null)}
              />
            </>
          );
        }}
      </QueryState>
    </>
  );
}

type ProfileDetailsCardProps = { title: string; onEdit: () => void; items: Description[] };

/**
 * A card of the organisation's details with an Edit Details button that opens the matching form
 * tab, for the roles that change them (decision 063).
 */
function ProfileDetailsCard({ title, onEdit, items }: ProfileDetailsCardProps) {
  const mayEdit = useClientMayChange('profile');
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-4">
        <CardTitle>{title}</CardTitle>
        {mayEdit && (
          <Button variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit Details
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <DescriptionList layout="stacked" items={items} />
      </CardContent>
    </Card>
  );
}
