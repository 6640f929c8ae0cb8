import { clients } from './schema';

/** The linked client as the admin shipment and vault lists show it. */
export const clientNameColumns = {
  id: clients.id,
  first_name: clients.first_name,
  last_name: clients.last_name,
  email: clients.email,
};
