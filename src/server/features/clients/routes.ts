import { Hono } from 'hono';
import { z } from 'zod';
import { CLIENT_SORTS } from '#shared/admin';
import { clientCreateSchema, clientUpdateSchema } from '#shared/client-schema';
import { listQuerySchema, searchField } from '#shared/list-query';
import { adminsOnly, staffChangeOf, type AdminEnv } from '../../http/guards';
import { validate } from '../../http/validate';
import { createClient } from './create-client';
import { deleteClient } from './delete-client';
import { getClient } from './get-client';
import { listClientOptions, listClients } from './list-clients';
import { updateClient } from './update-client';

const listQuery = listQuerySchema(CLIENT_SORTS, 'created_at');
const optionsQuery = z.object({
  search: searchField,
});
const clientParams = z.object({ clientId: z.uuid('Client not found.') });

/** Admin clients (spec §7 calls 12, 16-18). */
export function clientRoutes() {
  return new Hono<AdminEnv>()
    .use(adminsOnly)
    .get('/', validate('query', listQuery), async (c) =>
      c.json(await listClients({ db: c.get('deps').db, ...c.req.valid('query') })),
    )
    .get('/options', validate('query', optionsQuery), async (c) =>
      c.json({
        options: await listClientOptions({ db: c.get('deps').db, ...c.req.valid('query') }),
      }),
    )
    .post('/', validate('json', clientCreateSchema), async (c) => {
      const { db, config, wakeMailSender } = c.get('deps');
      const created = await createClient({
        db,
        appUrl: config.appUrl,
        form: c.req.valid('json'),
        ...staffChangeOf(c),
      });
      wakeMailSender();
      return c.json(created, 201);
    })
    .get('/:clientId', validate('param', clientParams), async (c) =>
      c.json(await getClient({ db: c.get('deps').db, clientId: c.req.valid('param').clientId })),
    )
    .put(
      '/:clientId',
      validate('param', clientParams),
      validate('json', clientUpdateSchema),
      async (c) => {
        const updated = await updateClient({
          db: c.get('deps').db,
          clientId: c.req.valid('param').clientId,
          form: c.req.valid('json'),
          ...staffChangeOf(c),
        });
        return c.json(updated);
      },
    )
    .delete('/:clientId', validate('param', clientParams), async (c) => {
      const deleted = await deleteClient({
        db: c.get('deps').db,
        clientId: c.req.valid('param').clientId,
        ...staffChangeOf(c),
      });
      return c.json(deleted);
    });
}
