import { Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { AVATAR_ACCEPT, AVATAR_MESSAGES } from '#shared/avatar';
import type { ClientProfile } from '#shared/portal';
import { UserAvatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { toast } from '../../../ui/use-toast';
import { useUploadAvatar } from '../api/upload-avatar';
import { toastSaved } from '../../../session/profile-save-feedback';

function uploadFailed(description: string) {
  toast({ title: 'Error uploading avatar', description, variant: 'destructive' });
}

type AvatarUploadProps = { profile: ClientProfile; name: string; onSaved: () => void };

/**
 * Profile photo: the server checks the file's content and re-encodes it (decision 008). Like every
 * other save of the dialog, a successful upload closes it.
 */
export function AvatarUpload({ profile, name, onSaved }: AvatarUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const upload = useUploadAvatar();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setError(AVATAR_MESSAGES.missing);
      uploadFailed(AVATAR_MESSAGES.missing);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        toastSaved('Your profile photo has been updated.');
        onSaved();
      },
      onError: (failure) => {
        setError(failure.message);
        uploadFailed(failure.message);
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-wrap items-end gap-4">
      <UserAvatar
        name={name}
        email={profile.email}
        src={profile.profile_image_url}
        className="size-16 text-lg"
      />
      <div className="min-w-48 flex-1">
        <FormField label="Profile Photo" error={error} hint="PNG or JPEG, up to 5 MB.">
          <Input
            ref={input}
            type="file"
            accept={AVATAR_ACCEPT}
            className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm"
            onChange={() => setError(undefined)}
          />
        </FormField>
      </div>
      <Button type="submit" variant="outline" disabled={upload.isPending}>
        <Upload aria-hidden="true" />
        {upload.isPending ? 'Uploading...' : 'Upload Avatar'}
      </Button>
    </form>
  );
}
