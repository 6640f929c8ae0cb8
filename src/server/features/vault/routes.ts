import { Hono } from 'hono';
import { z } from 'zod';
import { VAULT_ITEM_SORTS } from '#shared/admin';
import { listQuerySchema } from '#shared/list-query';
import { VAULT_CATEGORIES } from '#shared/vault-category';
import { vaultItemFormSchema } from '#shared/vault-item-schema';
import { adminsOnly, staffChangeOf, type AdminEnv } from '../../http/guards';
import { validate } from '../../http/validate';
import { getVaultItem } from './get-vault-item';
import { listVaultItems } from './list-vault-items';
import { createVaultItem, deleteVaultItem, updateVaultItem } from './write-vault-item';

const listQuery = listQuerySchema(VAULT_ITEM_SORTS, 'created_at').extend({
  category: z.enum(VAULT_CATEGORIES, { error: 'Unknown category.' }).optional(),
});
const itemParams = z.object({ itemId: z.uuid('Vault item not found.') });

/** Admin vault storage (spec §7 call 19). */
export function vaultRoutes() {
  return new Hono<AdminEnv>()
    .use(adminsOnly)
    .get('/', validate('query', listQuery), async (c) =>
      c.json(await listVaultItems({ db: c.get('deps').db, ...c.req.valid('query') })),
    )
    .post('/', validate('json', vaultItemFormSchema), async (c) => {
      const created = await createVaultItem({
        db: c.get('deps').db,
        form: c.req.valid('json'),
        ...staffChangeOf(c),
      });
      return c.json(created, 201);
    })
    .get('/:itemId', validate('param', itemParams), async (c) =>
      c.json(await getVaultItem({ db: c.get('deps').db, itemId: c.req.valid('param').itemId })),
    )
    .put(
      '/:itemId',
      validate('param', itemParams),
      validate('json', vaultItemFormSchema),
      async (c) => {
        const updated = await updateVaultItem({
          db: c.get('deps').db,
          itemId: c.req.valid('param').itemId,
          form: c.req.valid('json'),
          ...staffChangeOf(c),
        });
        return c.json(updated);
      },
    )
    .delete('/:itemId', validate('param', itemParams), async (c) => {
      const deleted = await deleteVaultItem({
        db: c.get('deps').db,
        itemId: c.req.valid('param').itemId,
        ...staffChangeOf(c),
      });
      return c.json(deleted);
    });
}
