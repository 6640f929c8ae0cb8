import { fullName } from '#shared/person-name';
import type { ClientName } from '#shared/admin/clients';
import { NOT_AVAILABLE } from '../../../lib/format';

/** 'First Last' (spec: the client's first and last name), or the e-mail when there is none. */
export function clientLabel(client: ClientName | null): string {
  if (!client) return NOT_AVAILABLE;
  return fullName(client.first_name, client.last_name) || client.email;
}
