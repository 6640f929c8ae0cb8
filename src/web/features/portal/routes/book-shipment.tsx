import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { clientMay, readOnlyRoleNote } from '#shared/client-roles';
import { REQUEST_MESSAGES } from '#shared/requests';
import { bookingStartOf } from '../../../lib/booking-link';
import { useSession } from '../../../session/get-session';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';
import { BookingForm } from '../components/booking-form';

/**
 * Book a Shipment (/vault/requests/new): the booking form, started from the home calculator's
 * cities, weight and level when its address carries them. A Viewer, or an account in no
 * organisation, is told why there is no form.
 */
export function BookShipmentPage() {
  const { clientRole } = useSession();
  const [search] = useSearchParams();
  return (
    <>
      <Button asChild variant="ghost" className="mb-4 -ml-3">
        <Link to="/vault/requests">
          <ArrowLeft aria-hidden="true" />
          Back to Requests
        </Link>
      </Button>
      <PageHeader
        title="Book a Shipment"
        description="Where from, where to and what: we quote it by the calculator's formula, and it reaches us once approved."
      />
      {clientMay(clientRole, 'requests') ? (
        <BookingForm start={bookingStartOf(search)} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {clientRole ? readOnlyRoleNote(clientRole) : REQUEST_MESSAGES.noOrganisation}
        </p>
      )}
    </>
  );
}
