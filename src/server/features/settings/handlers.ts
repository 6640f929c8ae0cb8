import type { AdminEnv } from '../../http/guards';
import { staffChangeOf } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import { getSiteSettings } from '../shared/get-site-settings';
import type { adminSettingsRoute, publicSettingsRoute, saveSettingsRoute } from './routes';
import { updateSiteSettings } from './update-site-settings';

export const getPublicSettings: AppRouteHandler<typeof publicSettingsRoute> = async (c) => {
  c.header('Cache-Control', 'no-cache');
  return c.json(await getSiteSettings({ db: c.get('deps').db }), 200);
};

export const getAdminSettings: AppRouteHandler<typeof adminSettingsRoute, AdminEnv> = async (c) =>
  c.json(await getSiteSettings({ db: c.get('deps').db }), 200);

export const saveSettings: AppRouteHandler<typeof saveSettingsRoute, AdminEnv> = async (c) =>
  c.json(
    await updateSiteSettings({
      db: c.get('deps').db,
      settings: c.req.valid('json'),
      ...staffChangeOf(c),
    }),
    200,
  );
