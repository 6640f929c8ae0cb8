import { keysetPageSchema } from '../list-query';
import { adminClientSchema } from '../portal';
import { nullableText, z } from '../zod';

/** What the admin endpoints answer about clients; a client's name also labels shipments and items. */

export const clientNameSchema = z
  .object({ id: z.uuid(), first_name: nullableText, last_name: nullableText, email: z.string() })
  .meta({ id: 'ClientName' });

export type ClientName = z.infer<typeof clientNameSchema>;

/** The client picker's choices for what the admin typed. */
export const clientOptionsSchema = z
  .object({ options: z.array(clientNameSchema).meta({ description: 'At most 20, by name.' }) })
  .meta({ id: 'ClientOptions' });

export const adminClientPageSchema = keysetPageSchema(adminClientSchema, 'AdminClientPage');

/** What deleting a client answers: the record that went. */
export const deletedClientSchema = z
  .object({ id: z.uuid(), email: z.string() })
  .meta({ id: 'DeletedClient' });

export type DeletedClient = z.infer<typeof deletedClientSchema>;

export const CLIENT_SORTS = ['created_at', 'last_name', 'email', 'company', 'country'] as const;
