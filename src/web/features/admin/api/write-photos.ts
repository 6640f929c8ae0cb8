import { answerOf, api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { ADMIN_KEYS } from './admin-keys';

/** A photo write refreshes the shipment detail (each update's photos) and the lists. */
const PHOTO_WRITE = { refresh: [ADMIN_KEYS.shipments] };

/** Attaches photos to a tracking update; the server refuses them all if one is refused. */
export function useAttachPhotos(updateId: string) {
  return useRefreshingMutation(PHOTO_WRITE, (files: File[]) =>
    answerOf(
      api.admin['tracking-updates'][':updateId'].photos.$post({
        param: { updateId },
        form: { files },
      }),
    ),
  );
}

export function useDeletePhoto() {
  return useRefreshingMutation(PHOTO_WRITE, (photoId: string) =>
    answerOf(api.admin.photos[':photoId'].$delete({ param: { photoId } })),
  );
}
