import type { PublicTracking } from '#shared/tracking';
import { apiFetch } from '../../../lib/api';

/** The public view of one shipment; throws an ApiError (404 unknown, 400 malformed, 429 limited). */
export function getTracking(trackingNumber: string): Promise<PublicTracking> {
  return apiFetch<PublicTracking>(`/api/track/${encodeURIComponent(trackingNumber)}`);
}
