import { answerOf, api } from '../../../lib/api-client';
import { useLivePositions } from '../../../lib/live-map/use-live-positions';

/**
 * The live map of a tracked shipment, for the organisation that owns it (decision 075): asked
 * only for a signed-in client; for a shipment not theirs the answer is null and the page stays as
 * the public sees it.
 */
export function useTrackedPositions(trackingNumber: string, signedInClient: boolean) {
  return useLivePositions({
    queryKey: ['track', trackingNumber, 'positions'],
    read: () =>
      answerOf(api.track[':number'].positions.$get({ param: { number: trackingNumber } })),
    enabled: signedInClient,
  });
}
