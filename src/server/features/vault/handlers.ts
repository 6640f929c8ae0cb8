import type { AdminEnv } from '../../http/guards';
import { staffChangeOf } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import { getVaultItem } from './get-vault-item';
import { listVaultItems } from './list-vault-items';
import type {
  createVaultItemRoute,
  deleteVaultItemRoute,
  getVaultItemRoute,
  listVaultItemsRoute,
  updateVaultItemRoute,
} from './routes';
import { createVaultItem, deleteVaultItem, updateVaultItem } from './write-vault-item';

export const listItems: AppRouteHandler<typeof listVaultItemsRoute, AdminEnv> = async (c) =>
  c.json(await listVaultItems({ db: c.get('deps').db, ...c.req.valid('query') }), 200);

// Creating and editing notify the item's client: the mail sender is woken after the commit.
export const createItem: AppRouteHandler<typeof createVaultItemRoute, AdminEnv> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  const created = await createVaultItem({
    db,
    config,
    form: c.req.valid('json'),
    ...staffChangeOf(c),
  });
  wakeMailSender();
  return c.json(created, 201);
};

export const getItem: AppRouteHandler<typeof getVaultItemRoute, AdminEnv> = async (c) =>
  c.json(await getVaultItem({ db: c.get('deps').db, itemId: c.req.valid('param').itemId }), 200);

export const updateItem: AppRouteHandler<typeof updateVaultItemRoute, AdminEnv> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  const updated = await updateVaultItem({
    db,
    config,
    itemId: c.req.valid('param').itemId,
    form: c.req.valid('json'),
    ...staffChangeOf(c),
  });
  wakeMailSender();
  return c.json(updated, 200);
};

export const deleteItem: AppRouteHandler<typeof deleteVaultItemRoute, AdminEnv> = async (c) =>
  c.json(
    await deleteVaultItem({
      db: c.get('deps').db,
      itemId: c.req.valid('param').itemId,
      ...staffChangeOf(c),
    }),
    200,
  );
