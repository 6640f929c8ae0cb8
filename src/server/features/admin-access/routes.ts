import { Hono } from 'hono';
import { requireAdmin } from '../../auth/session';
import type { AppEnv } from '../../http/types';
import { listAccessRequests } from './list-access-requests';

export function adminAccessRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => {
    await requireAdmin(c);
    return c.json({ requests: await listAccessRequests({ db: c.get('deps').db }) });
  });
}
