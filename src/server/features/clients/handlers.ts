import { staffChangeOf, type AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import { createClient } from './create-client';
import { deleteClient } from './delete-client';
import { getClient } from './get-client';
import { listClientOptions, listClients } from './list-clients';
import type {
  clientOptionsRoute,
  createClientRoute,
  deleteClientRoute,
  getClientRoute,
  listClientsRoute,
  resetTwoFactorRoute,
  updateClientRoute,
} from './routes';
import { resetTwoFactor } from './reset-two-factor';
import { updateClient } from './update-client';

export const list: AppRouteHandler<typeof listClientsRoute, AdminEnv> = async (c) =>
  c.json(await listClients({ db: c.get('deps').db, ...c.req.valid('query') }), 200);

export const options: AppRouteHandler<typeof clientOptionsRoute, AdminEnv> = async (c) =>
  c.json(
    { options: await listClientOptions({ db: c.get('deps').db, ...c.req.valid('query') }) },
    200,
  );

export const create: AppRouteHandler<typeof createClientRoute, AdminEnv> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  const created = await createClient({
    db,
    appUrl: config.appUrl,
    form: c.req.valid('json'),
    ...staffChangeOf(c),
  });
  wakeMailSender();
  return c.json(created, 201);
};

export const getOne: AppRouteHandler<typeof getClientRoute, AdminEnv> = async (c) =>
  c.json(await getClient({ db: c.get('deps').db, clientId: c.req.valid('param').clientId }), 200);

export const update: AppRouteHandler<typeof updateClientRoute, AdminEnv> = async (c) => {
  const updated = await updateClient({
    db: c.get('deps').db,
    clientId: c.req.valid('param').clientId,
    form: c.req.valid('json'),
    ...staffChangeOf(c),
  });
  return c.json(updated, 200);
};

export const remove: AppRouteHandler<typeof deleteClientRoute, AdminEnv> = async (c) => {
  const deleted = await deleteClient({
    db: c.get('deps').db,
    clientId: c.req.valid('param').clientId,
    ...staffChangeOf(c),
  });
  return c.json(deleted, 200);
};

export const resetSecondFactor: AppRouteHandler<typeof resetTwoFactorRoute, AdminEnv> = async (
  c,
) => {
  const { db, config, wakeMailSender } = c.get('deps');
  await resetTwoFactor({
    db,
    appUrl: config.appUrl,
    clientId: c.req.valid('param').clientId,
    ...staffChangeOf(c),
  });
  wakeMailSender();
  return c.json({ two_factor_enabled: false as const }, 200);
};
