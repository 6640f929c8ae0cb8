import { sql } from 'drizzle-orm';
import { clients } from '../../db/schema';

/**
 * How a client organisation is named to people (decision 063): its company, else its holder's
 * name, else its e-mail. For a select from clients.
 */
export const organisationName = sql<string>`coalesce(nullif(${clients.company}, ''), nullif(trim(concat_ws(' ', ${clients.first_name}, ${clients.last_name})), ''), ${clients.email})`;
