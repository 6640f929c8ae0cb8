import { Hono } from 'hono';
import { siteSettingsSchema } from '#shared/site-settings-schema';
import { requireAdmin } from '../../auth/session';
import { requestOriginOf } from '../../audit/record-audit-event';
import { adminsOnly } from '../../http/guards';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { getSiteSettings } from './get-site-settings';
import { updateSiteSettings } from './update-site-settings';

export function settingsRoutes() {
  // Public: the footer and contact page of every visitor read it.
  return new Hono<AppEnv>().get('/public', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await getSiteSettings({ db: c.get('deps').db }));
  });
}

/** Admin Settings (spec §7 call 20). */
export function adminSettingsRoutes() {
  return new Hono<AppEnv>()
    .use(adminsOnly)
    .get('/', async (c) => c.json(await getSiteSettings({ db: c.get('deps').db })))
    .put('/', validate('json', siteSettingsSchema), async (c) => {
      const { user } = await requireAdmin(c);
      const saved = await updateSiteSettings({
        db: c.get('deps').db,
        settings: c.req.valid('json'),
        admin: user,
        origin: requestOriginOf(c),
      });
      return c.json(saved);
    });
}
