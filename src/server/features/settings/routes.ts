import { Hono } from 'hono';
import type { AppEnv } from '../../http/types';
import { getSiteSettings } from './get-site-settings';

export function settingsRoutes() {
  // Public: the footer and contact page of every visitor read it.
  return new Hono<AppEnv>().get('/public', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await getSiteSettings({ db: c.get('deps').db }));
  });
}
