import { staffChangeOf, type AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import * as clientCreation from './create-client';
import * as clientDeletion from './delete-client';
import * as clientLookup from './get-client';
import * as clientList from './list-clients';
import type {
  ClientOptionsRoute,
  CreateClientRoute,
  DeleteClientRoute,
  GetClientRoute,
  ListClientsRoute,
  ResetTwoFactorRoute,
  UpdateClientRoute,
} from './routes';
import * as twoFactorReset from './reset-two-factor';
import * as clientUpdate from './update-client';

export const listClients: AppRouteHandler<ListClientsRoute, AdminEnv> = async (c) =>
  c.json(await clientList.listClients({ db: c.get('deps').db, ...c.req.valid('query') }), 200);

export const clientOptions: AppRouteHandler<ClientOptionsRoute, AdminEnv> = async (c) =>
  c.json(
    {
      options: await clientList.listClientOptions({
        db: c.get('deps').db,
        ...c.req.valid('query'),
      }),
    },
    200,
  );

export const createClient: AppRouteHandler<CreateClientRoute, AdminEnv> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  const created = await clientCreation.createClient({
    db,
    appUrl: config.appUrl,
    form: c.req.valid('json'),
    ...staffChangeOf(c),
  });
  wakeMailSender();
  return c.json(created, 201);
};

export const getClient: AppRouteHandler<GetClientRoute, AdminEnv> = async (c) =>
  c.json(
    await clientLookup.getClient({ db: c.get('deps').db, clientId: c.req.valid('param').clientId }),
    200,
  );

export const updateClient: AppRouteHandler<UpdateClientRoute, AdminEnv> = async (c) => {
  const updated = await clientUpdate.updateClient({
    db: c.get('deps').db,
    clientId: c.req.valid('param').clientId,
    form: c.req.valid('json'),
    ...staffChangeOf(c),
  });
  return c.json(updated, 200);
};

export const deleteClient: AppRouteHandler<DeleteClientRoute, AdminEnv> = async (c) => {
  const deleted = await clientDeletion.deleteClient({
    db: c.get('deps').db,
    clientId: c.req.valid('param').clientId,
    ...staffChangeOf(c),
  });
  return c.json(deleted, 200);
};

export const resetTwoFactor: AppRouteHandler<ResetTwoFactorRoute, AdminEnv> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  await twoFactorReset.resetTwoFactor({
    db,
    appUrl: config.appUrl,
    clientId: c.req.valid('param').clientId,
    ...staffChangeOf(c),
  });
  wakeMailSender();
  return c.json({ two_factor_enabled: false as const }, 200);
};
