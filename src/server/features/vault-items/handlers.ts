import type { AdminEnv } from '../../http/guards';
import { staffChangeOf } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import * as vaultItemLookup from './get-vault-item';
import * as vaultItemList from './list-vault-items';
import type {
  CreateVaultItemRoute,
  DeleteVaultItemRoute,
  GetVaultItemRoute,
  ListVaultItemsRoute,
  UpdateVaultItemRoute,
} from './routes';
import * as vaultItemWrites from './write-vault-item';

export const listVaultItems: AppRouteHandler<ListVaultItemsRoute, AdminEnv> = async (c) =>
  c.json(
    await vaultItemList.listVaultItems({ db: c.get('deps').db, ...c.req.valid('query') }),
    200,
  );

// Creating and editing notify the item's client: the mail sender is woken after the commit.
export const createVaultItem: AppRouteHandler<CreateVaultItemRoute, AdminEnv> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  const created = await vaultItemWrites.createVaultItem({
    db,
    config,
    form: c.req.valid('json'),
    ...staffChangeOf(c),
  });
  wakeMailSender();
  return c.json(created, 201);
};

export const getVaultItem: AppRouteHandler<GetVaultItemRoute, AdminEnv> = async (c) =>
  c.json(
    await vaultItemLookup.getVaultItem({
      db: c.get('deps').db,
      itemId: c.req.valid('param').itemId,
    }),
    200,
  );

export const updateVaultItem: AppRouteHandler<UpdateVaultItemRoute, AdminEnv> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  const updated = await vaultItemWrites.updateVaultItem({
    db,
    config,
    itemId: c.req.valid('param').itemId,
    form: c.req.valid('json'),
    ...staffChangeOf(c),
  });
  wakeMailSender();
  return c.json(updated, 200);
};

export const deleteVaultItem: AppRouteHandler<DeleteVaultItemRoute, AdminEnv> = async (c) =>
  c.json(
    await vaultItemWrites.deleteVaultItem({
      db: c.get('deps').db,
      itemId: c.req.valid('param').itemId,
      ...staffChangeOf(c),
    }),
    200,
  );
