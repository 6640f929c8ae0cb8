import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../core/context';
import { loggableError } from '../../logger';

export function healthRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { db, databaseKind } = c.get('deps');
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: { status: 'up', kind: databaseKind } });
    } catch (error) {
      c.get('log').error({ err: loggableError(error) }, 'health check: database unreachable');
      return c.json({ status: 'degraded', database: { status: 'down', kind: databaseKind } }, 503);
    }
  });
}
