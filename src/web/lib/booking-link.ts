import type { CostEstimateInput } from '#shared/cost-estimate';
import {
  DEFAULT_SECURITY_LEVEL,
  SECURITY_LEVELS,
  type SecurityLevel,
} from '#shared/security-level';

/** The portal's booking form; its query string carries what the home calculator was given. */
export const BOOKING_FORM_PATH = '/vault/requests/new';

/** What the booking form starts from, as its fields hold it. */
export type BookingStart = {
  pickup_city: string;
  delivery_city: string;
  weight_kg: string;
  security_level: SecurityLevel;
};

/**
 * The booking form filled in with a calculator's estimate. A visitor not signed in is sent to sign
 * in by the portal's guard and brought back to this very address (RequireSession).
 */
export function bookingFormLink(estimate: CostEstimateInput): string {
  const search = new URLSearchParams({
    pickup_city: estimate.origin,
    delivery_city: estimate.destination,
    weight: String(estimate.weightKg),
    security: estimate.security,
  });
  return `${BOOKING_FORM_PATH}?${search.toString()}`;
}

/** The values a booking form's address hands it; what is missing or unknown starts empty. */
export function bookingStartOf(search: URLSearchParams): BookingStart {
  const security = search.get('security');
  return {
    pickup_city: search.get('pickup_city') ?? '',
    delivery_city: search.get('delivery_city') ?? '',
    weight_kg: search.get('weight') ?? '',
    security_level: SECURITY_LEVELS.find((level) => level === security) ?? DEFAULT_SECURITY_LEVEL,
  };
}
