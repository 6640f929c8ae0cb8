import { formatEstimate, roundToCents, validateCostEstimate } from '#shared/cost-estimate';
import { bookingPrice } from '#shared/request-schema';
import { QUOTE_VALID_DAYS } from '#shared/requests';
import type { SecurityLevel } from '#shared/security-level';

type BookingPricePreviewProps = {
  pickupCity: string;
  deliveryCity: string;
  weight: string;
  security: SecurityLevel;
};

/**
 * The price the booking will be quoted, worked out as it is typed by the server's formula
 * (bookingPrice, the calculator's), once the cities and the weight are valid.
 */
export function BookingPricePreview({
  pickupCity,
  deliveryCity,
  weight,
  security,
}: BookingPricePreviewProps) {
  const estimate = validateCostEstimate({
    origin: pickupCity,
    destination: deliveryCity,
    weight,
    security,
  });
  return (
    <section
      aria-labelledby="booking-price-heading"
      className="grid gap-1 rounded-lg border border-border bg-muted/40 p-4"
    >
      <h2 id="booking-price-heading" className="text-sm font-medium text-muted-foreground">
        Quoted Price
      </h2>
      <p aria-live="polite" className="text-2xl font-bold tracking-tight text-accent-text">
        {estimate.ok
          ? formatEstimate(
              bookingPrice({
                pickup_city: estimate.input.origin,
                delivery_city: estimate.input.destination,
                // Rounded to ten grams as the server keeps it, so the preview is the quote.
                weight_kg: roundToCents(estimate.input.weightKg),
                security_level: estimate.input.security,
              }),
            )
          : 'Enter both cities and the weight'}
      </p>
      <p className="text-sm text-muted-foreground">
        We hold this price for {QUOTE_VALID_DAYS} days: the booking expires if it is not accepted by
        then.
      </p>
    </section>
  );
}
