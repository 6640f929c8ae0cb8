import type { AdminEnv } from '../../http/guards';
import { staffChangeOf } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import { getSiteSettings } from '../shared/get-site-settings';
import {
  getCustodySettings,
  getVisitSettings,
  saveCustodySettings as saveCustody,
  saveVisitSettings as saveVisits,
} from '../shared/custody-settings';
import type {
  AdminSettingsRoute,
  CustodySettingsRoute,
  PublicSettingsRoute,
  SaveCustodySettingsRoute,
  SaveSettingsRoute,
  SaveVisitSettingsRoute,
  VisitSettingsRoute,
} from './routes';
import * as siteSettings from './save-settings';

export const publicSettings: AppRouteHandler<PublicSettingsRoute> = async (c) => {
  c.header('Cache-Control', 'no-cache');
  const { db, config } = c.get('deps');
  return c.json(
    { ...(await getSiteSettings({ db })), map_tiles_url: config.mapTilesUrl ?? null },
    200,
  );
};

export const adminSettings: AppRouteHandler<AdminSettingsRoute, AdminEnv> = async (c) =>
  c.json(await getSiteSettings({ db: c.get('deps').db }), 200);

export const custodySettings: AppRouteHandler<CustodySettingsRoute, AdminEnv> = async (c) =>
  c.json(await getCustodySettings(c.get('deps').db), 200);

export const saveCustodySettings: AppRouteHandler<SaveCustodySettingsRoute, AdminEnv> = async (c) =>
  c.json(
    await saveCustody({ db: c.get('deps').db, settings: c.req.valid('json'), ...staffChangeOf(c) }),
    200,
  );

export const saveSettings: AppRouteHandler<SaveSettingsRoute, AdminEnv> = async (c) =>
  c.json(
    await siteSettings.saveSettings({
      db: c.get('deps').db,
      settings: c.req.valid('json'),
      ...staffChangeOf(c),
    }),
    200,
  );

export const visitSettings: AppRouteHandler<VisitSettingsRoute, AdminEnv> = async (c) =>
  c.json(await getVisitSettings(c.get('deps').db), 200);

export const saveVisitSettings: AppRouteHandler<SaveVisitSettingsRoute, AdminEnv> = async (c) =>
  c.json(
    await saveVisits({ db: c.get('deps').db, settings: c.req.valid('json'), ...staffChangeOf(c) }),
    200,
  );
