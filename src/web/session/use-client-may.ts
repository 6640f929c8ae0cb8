import { clientMay, type ClientArea } from '#shared/client-roles';
import { useSession } from './get-session';

/**
 * Whether the signed-in person's role in their organisation may change this part of the portal
 * (CLIENT_ACCESS, as the server's routes declare it): a control it may not use is not shown. The
 * server decides.
 */
export function useClientMayChange(area: ClientArea): boolean {
  const { clientRole } = useSession();
  return clientMay(clientRole, area);
}
