import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '#shared/notification';
import type { NotificationPreferences } from '#shared/notification-schema';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { Label } from '../../../ui/label';
import { Spinner } from '../../../ui/spinner';
import { Switch } from '../../../ui/switch';
import { toast } from '../../../ui/use-toast';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences';
import { SUCCESS_MESSAGES, toastSaved } from '../../../session/profile-save-feedback';

/** Account Settings' Notifications: one e-mail switch per kind, saved as soon as it is flipped. */
export function NotificationSettingsCard() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  const toggle = (current: NotificationPreferences, kind: keyof NotificationPreferences) =>
    save.mutate(
      { ...current, [kind]: { email: !current[kind].email } },
      {
        onSuccess: () => toastSaved(SUCCESS_MESSAGES.notifications),
        onError: (error) =>
          toast({
            title: 'Update failed',
            description: error.message || 'Something went wrong',
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          Choose what we also tell you by e-mail. The bell at the top of the portal shows
          everything.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending && <Spinner label="Loading your notification settings..." />}
        {preferences.isError && (
          <p role="alert" className="text-sm text-destructive">
            Your notification settings could not be loaded.
          </p>
        )}
        {preferences.isSuccess && (
          <ul className="grid gap-4">
            {NOTIFICATION_KINDS.map((kind) => (
              <li key={kind} className="flex items-center justify-between gap-4">
                <Label htmlFor={`email-${kind}`}>{NOTIFICATION_KIND_LABELS[kind]} by e-mail</Label>
                <Switch
                  id={`email-${kind}`}
                  checked={preferences.data[kind].email}
                  disabled={save.isPending}
                  onCheckedChange={() => toggle(preferences.data, kind)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
