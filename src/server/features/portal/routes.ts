import { Hono } from 'hono';
import { z } from 'zod';
import { nextOfKinSchema, personalInfoSchema } from '#shared/client-profile-schema';
import { pageField, searchField } from '#shared/list-query';
import { VAULT_CATEGORIES } from '#shared/vault-category';
import { requireSession } from '../../auth/session';
import { requestOriginOf } from '../../audit/record-audit-event';
import { csvDownload } from '../../http/csv';
import { signedInOnly } from '../../http/guards';
import type { AppEnv } from '../../core/context';
import { validate } from '../../http/validate';
import { ACCESS_LOG_CSV_HEADER, exportAccessLog } from './export-access-log';
import { getClientProfile } from './get-client-profile';
import { listAccessLog } from './list-access-log';
import { listShipments } from './list-shipments';
import { listVaultItems } from './list-vault-items';
import { updateNextOfKin, updatePersonalInfo } from './update-client-profile';
import { viewVaultItem } from './view-vault-item';

const itemsQuery = z.object({
  search: searchField,
  category: z.enum(VAULT_CATEGORIES, { error: 'Unknown category.' }).optional(),
});

const itemParams = z.object({ itemId: z.uuid('Not a valid item id.') });

const pageQuery = z.object({ page: pageField });

/**
 * The client portal (spec §7 calls 1-7). Every query takes the client from the session
 * (DESIGN.md §5.4), so no request can name another client's rows.
 */
export function portalRoutes() {
  return new Hono<AppEnv>()
    .use(signedInOnly)
    .get('/items', validate('query', itemsQuery), async (c) => {
      const { user } = await requireSession(c);
      const items = await listVaultItems({
        db: c.get('deps').db,
        userId: user.id,
        ...c.req.valid('query'),
      });
      return c.json({ items });
    })
    .get('/items/:itemId', validate('param', itemParams), async (c) => {
      const { user } = await requireSession(c);
      const item = await viewVaultItem({
        db: c.get('deps').db,
        user,
        itemId: c.req.valid('param').itemId,
        origin: requestOriginOf(c),
      });
      return c.json(item);
    })
    .get('/shipments', async (c) => {
      const { user } = await requireSession(c);
      return c.json({ shipments: await listShipments({ db: c.get('deps').db, userId: user.id }) });
    })
    .get('/access-log', validate('query', pageQuery), async (c) => {
      const { user } = await requireSession(c);
      const { page } = c.req.valid('query');
      return c.json(await listAccessLog({ db: c.get('deps').db, userId: user.id, page }));
    })
    .get('/access-log.csv', async (c) => {
      const { user } = await requireSession(c);
      const rows = await exportAccessLog({ db: c.get('deps').db, userId: user.id });
      return csvDownload(c, 'otc-access-log.csv', ACCESS_LOG_CSV_HEADER, rows);
    })
    .get('/profile', async (c) => {
      const { user } = await requireSession(c);
      return c.json(await getClientProfile({ db: c.get('deps').db, userId: user.id }));
    })
    .put('/profile', validate('json', personalInfoSchema), async (c) => {
      const { user } = await requireSession(c);
      const profile = await updatePersonalInfo({
        db: c.get('deps').db,
        user,
        changes: c.req.valid('json'),
        origin: requestOriginOf(c),
      });
      return c.json(profile);
    })
    .put('/profile/next-of-kin', validate('json', nextOfKinSchema), async (c) => {
      const { user } = await requireSession(c);
      const profile = await updateNextOfKin({
        db: c.get('deps').db,
        user,
        changes: c.req.valid('json'),
        origin: requestOriginOf(c),
      });
      return c.json(profile);
    });
}
