import { Hono } from 'hono';
import { siteSettingsSchema } from '#shared/site-settings-schema';
import { adminsOnly, staffChangeOf, type AdminEnv } from '../../http/guards';
import { validate } from '../../http/validate';
import { getSiteSettings } from '../shared/get-site-settings';
import { updateSiteSettings } from './update-site-settings';

export function settingsRoutes() {
  // Public: the footer and contact page of every visitor read it.
  return new Hono<AdminEnv>().get('/public', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await getSiteSettings({ db: c.get('deps').db }));
  });
}

/** Admin Settings (spec §7 call 20). */
export function adminSettingsRoutes() {
  return new Hono<AdminEnv>()
    .use(adminsOnly)
    .get('/', async (c) => c.json(await getSiteSettings({ db: c.get('deps').db })))
    .put('/', validate('json', siteSettingsSchema), async (c) => {
      const saved = await updateSiteSettings({
        db: c.get('deps').db,
        settings: c.req.valid('json'),
        ...staffChangeOf(c),
      });
      return c.json(saved);
    });
}
