import type { ClientProfile } from '#shared/portal';
import { ChangePasswordForm } from '../../../session/password/change-password-form';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { AvatarUpload } from './avatar-upload';
import { NextOfKinForm } from './next-of-kin-form';
import { PersonalInfoForm } from './personal-info-form';

export type ProfileTab = 'personal' | 'security' | 'next-of-kin';

type EditProfileDialogProps = {
  profile: ClientProfile;
  name: string;
  /** The tab to show, or null when the dialog is closed. */
  tab: ProfileTab | null;
  onTabChange: (tab: ProfileTab) => void;
  onClose: () => void;
};

/** Edit Profile: three tabs; a successful save closes it and the page reloads its data. */
export function EditProfileDialog({
  profile,
  name,
  tab,
  onTabChange,
  onClose,
}: EditProfileDialogProps) {
  return (
    <Dialog open={tab !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Edit Profile"
        description="Update your details, password and next of kin."
        className="max-w-2xl"
      >
        <Tabs value={tab ?? 'personal'} onValueChange={(value) => onTabChange(value as ProfileTab)}>
          <TabsList className="grid w-full grid-cols-3">
            <TabsTrigger value="personal">Personal Info</TabsTrigger>
            <TabsTrigger value="security">Security</TabsTrigger>
            <TabsTrigger value="next-of-kin">Next of Kin</TabsTrigger>
          </TabsList>
          <TabsContent value="personal" className="grid gap-6 pt-4">
            <AvatarUpload profile={profile} name={name} onSaved={onClose} />
            <PersonalInfoForm profile={profile} onSaved={onClose} />
          </TabsContent>
          <TabsContent value="security" className="pt-4">
            <ChangePasswordForm onSaved={onClose} />
          </TabsContent>
          <TabsContent value="next-of-kin" className="pt-4">
            <NextOfKinForm profile={profile} onSaved={onClose} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
