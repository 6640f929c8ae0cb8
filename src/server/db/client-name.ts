import { clients } from './schema';

/** The linked client as the admin lists show it (spec §7 calls 11 and 19). */
export const clientNameColumns = {
  id: clients.id,
  first_name: clients.first_name,
  last_name: clients.last_name,
  email: clients.email,
};
