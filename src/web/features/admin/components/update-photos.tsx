import { Trash2 } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import type { UpdatePhoto } from '#shared/photo-answer';
import { PHOTO_ACCEPT, PHOTOS_PER_UPDATE } from '#shared/photo';
import { pluralize } from '#shared/pluralize';
import { useOpenedDialog } from '../../../lib/use-opened-dialog';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { toast } from '../../../ui/use-toast';
import { useAttachPhotos, useDeletePhoto } from '../api/write-photos';

type UpdatePhotosProps = {
  update: { id: string; photos: UpdatePhoto[] };
  /** The update in words ('In Transit at Zurich Vault'), naming its controls apart. */
  name: string;
  /** For a staff role that reads shipments only: the photos without Add or Delete. */
  readOnly?: boolean;
};

/**
 * A tracking update's custody photos: thumbnails, each deleted after a confirmation, and a file
 * input that sends the chosen photos at once (the server checks and re-encodes them, and refuses
 * them all with its reason).
 */
export function UpdatePhotos({ update, name, readOnly = false }: UpdatePhotosProps) {
  const attach = useAttachPhotos(update.id);
  const remove = useDeletePhoto();
  const deleting = useOpenedDialog<{ photo: UpdatePhoto; position: number }>();
  const [error, setError] = useState<string>();
  const room = PHOTOS_PER_UPDATE - update.photos.length;

  function send(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    setError(undefined);
    attach.mutate(files, {
      onSuccess: (added) =>
        toast({
          title: 'Photos Added',
          description: `${pluralize(added.photos.length, 'photo')} added to ${name}.`,
        }),
      onError: (failure) => {
        setError(failure.message);
        toast({
          title: 'Error adding photos',
          description: failure.message,
          variant: 'destructive',
        });
      },
      onSettled: () => {
        input.value = '';
      },
    });
  }

  function confirmDelete() {
    const photo = deleting.what?.photo;
    if (!photo) return;
    remove.mutate(photo.id, {
      onSuccess: () => {
        toast({ title: 'Photo Deleted', description: `A photo of ${name} was deleted.` });
        deleting.dismiss();
      },
      onError: (failure) =>
        toast({
          title: 'Error deleting photo',
          description: failure.message,
          variant: 'destructive',
        }),
    });
  }

  return (
    <div className="grid gap-2">
      {update.photos.length > 0 && (
        <ul aria-label={`Photos of ${name}`} className="flex flex-wrap gap-2">
          {update.photos.map((photo, position) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.thumbnail_url}
                alt={photo.alt}
                className="size-16 rounded-md border border-border object-cover"
              />
              {!readOnly && (
                <button
                  type="button"
                  aria-label={`Delete photo ${position + 1} of ${name}`}
                  onClick={(event) => deleting.open({ photo, position }, event.currentTarget)}
                  className="absolute -top-2 -right-2 rounded-full border border-border bg-card p-1 text-destructive hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Trash2 aria-hidden="true" className="size-3.5" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <FormField
          label={
            <>
              Add photos<span className="sr-only"> to {name}</span>
            </>
          }
          error={error}
          hint={
            attach.isPending
              ? 'Uploading photos...'
              : room > 0
                ? `${update.photos.length} of ${PHOTOS_PER_UPDATE}: ${pluralize(room, 'more photo')} allowed. JPEG, PNG or WebP, up to 10 MB each.`
                : `This update holds the most photos it can (${PHOTOS_PER_UPDATE}).`
          }
        >
          <Input
            type="file"
            multiple
            accept={PHOTO_ACCEPT}
            disabled={attach.isPending || room === 0}
            onChange={send}
            className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm"
          />
        </FormField>
      )}
      <ConfirmDialog
        open={deleting.what !== null}
        onOpenChange={(open) => {
          if (!open) deleting.close();
        }}
        title="Delete this photo?"
        description={`Photo ${(deleting.what?.position ?? 0) + 1} of ${name} will be deleted. This cannot be undone.`}
        confirmLabel="Delete Photo"
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}
