import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { clientMay, readOnlyRoleNote } from '#shared/client-roles';
import { REQUEST_MESSAGES } from '#shared/requests';
import { useSession } from '../../../session/get-session';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';

type RequestFormPageProps = { title: string; description: string; children: ReactNode };

/**
 * A page asking something of us (Book a Shipment, Release Items): back to Requests, its heading,
 * and its form for the roles that may ask. A Viewer, or an account in no organisation, is told
 * why there is no form.
 */
export function RequestFormPage({ title, description, children }: RequestFormPageProps) {
  const { clientRole } = useSession();
  return (
    <>
      <Button asChild variant="ghost" className="mb-4 -ml-3">
        <Link to="/vault/requests">
          <ArrowLeft aria-hidden="true" />
          Back to Requests
        </Link>
      </Button>
      <PageHeader title={title} description={description} />
      {clientMay(clientRole, 'requests') ? (
        children
      ) : (
        <p className="text-sm text-muted-foreground">
          {clientRole ? readOnlyRoleNote(clientRole) : REQUEST_MESSAGES.noOrganisation}
        </p>
      )}
    </>
  );
}
