import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

/** A photo write refreshes the shipment detail (each update's photos) and the lists. */
function usePhotoMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.shipments }),
  });
}

/** Attaches photos to a tracking update; the server refuses them all if one is refused. */
export function useAttachPhotos(updateId: string) {
  return usePhotoMutation((files: File[]) =>
    answerOf(
      api.admin['tracking-updates'][':updateId'].photos.$post({
        param: { updateId },
        form: { files },
      }),
    ),
  );
}

export function useDeletePhoto() {
  return usePhotoMutation((photoId: string) =>
    answerOf(api.admin.photos[':photoId'].$delete({ param: { photoId } })),
  );
}
