import { sql } from 'drizzle-orm';
import { clients } from './schema';

/** The linked client as the admin lists show it (spec §7 calls 11 and 19). */
export const clientNameColumns = {
  id: clients.id,
  first_name: clients.first_name,
  last_name: clients.last_name,
  email: clients.email,
};

/** "First Last" exactly as searched and indexed (drizzle/0001_search_indexes.sql). */
export const clientFullName = sql`(coalesce(${clients.first_name}, '') || ' ' || coalesce(${clients.last_name}, ''))`;
