import type { BookingDetail } from '#shared/request-schema';
import { formatDateTime, formatMoney } from '../lib/format';
import { DescriptionList } from './description-list';
import { SecurityLevelBadge } from './security-level-badge';

/** A booking request's details, as the portal's and the admin area's request pages show them. */
export function BookingDescriptionList({ booking }: { booking: BookingDetail }) {
  return (
    <DescriptionList
      layout="beside"
      items={[
        { term: 'Pickup', details: `${booking.pickup_address}, ${booking.pickup_city}` },
        { term: 'Delivery', details: `${booking.delivery_address}, ${booking.delivery_city}` },
        { term: 'Contents', details: booking.contents },
        { term: 'Weight', details: `${booking.weight_kg} kg` },
        { term: 'Dimensions', details: booking.dimensions_cm, fallback: 'Not given' },
        { term: 'Declared Value', details: formatMoney(booking.declared_value) },
        { term: 'Security Level', details: <SecurityLevelBadge level={booking.security_level} /> },
        {
          term: 'Pickup Window',
          details: `${formatDateTime(booking.pickup_from)} to ${formatDateTime(booking.pickup_until)}`,
        },
        { term: 'Quoted Price', details: formatMoney(booking.quoted_price) },
        { term: 'Quote Valid Until', details: formatDateTime(booking.quote_expires_at) },
      ]}
    />
  );
}
