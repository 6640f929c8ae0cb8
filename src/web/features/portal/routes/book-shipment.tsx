import { useSearchParams } from 'react-router';
import { bookingStartOf } from '../../../lib/booking-link';
import { BookingForm } from '../components/booking-form';
import { RequestFormPage } from '../components/request-form-page';

/**
 * Book a Shipment (/vault/requests/new): the booking form, started from the home calculator's
 * cities, weight and level when its address carries them.
 */
export function BookShipmentPage() {
  const [search] = useSearchParams();
  return (
    <RequestFormPage
      title="Book a Shipment"
      description="Where from, where to and what: we quote it by the calculator's formula, and it reaches us once approved."
    >
      <BookingForm start={bookingStartOf(search)} />
    </RequestFormPage>
  );
}
