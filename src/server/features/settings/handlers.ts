import type { AdminEnv } from '../../http/guards';
import { staffChangeOf } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import { getSiteSettings } from '../shared/get-site-settings';
import type { AdminSettingsRoute, PublicSettingsRoute, SaveSettingsRoute } from './routes';
import * as siteSettings from './save-settings';

export const publicSettings: AppRouteHandler<PublicSettingsRoute> = async (c) => {
  c.header('Cache-Control', 'no-cache');
  return c.json(await getSiteSettings({ db: c.get('deps').db }), 200);
};

export const adminSettings: AppRouteHandler<AdminSettingsRoute, AdminEnv> = async (c) =>
  c.json(await getSiteSettings({ db: c.get('deps').db }), 200);

export const saveSettings: AppRouteHandler<SaveSettingsRoute, AdminEnv> = async (c) =>
  c.json(
    await siteSettings.saveSettings({
      db: c.get('deps').db,
      settings: c.req.valid('json'),
      ...staffChangeOf(c),
    }),
    200,
  );
