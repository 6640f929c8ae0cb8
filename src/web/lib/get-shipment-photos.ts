import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from './api-client';

/**
 * A shipment's custody photos for its client or an administrator; throws an ApiError with the
 * server's message (401 signed out, 404 not the caller's shipment).
 */
const shipmentPhotosQueryOptions = (trackingNumber: string) =>
  queryOptions({
    queryKey: ['shipment-photos', trackingNumber],
    queryFn: () =>
      answerOf(api.track[':number'].photos.$get({ param: { number: trackingNumber } })),
    retry: false,
  });

/** Read only while `enabled` (the gallery is open). */
export function useShipmentPhotos(trackingNumber: string, enabled: boolean) {
  return useQuery({ ...shipmentPhotosQueryOptions(trackingNumber), enabled });
}
