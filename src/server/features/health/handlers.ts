import { sql } from 'drizzle-orm';
import type { AppRouteHandler } from '../../http/openapi';
import { loggableError } from '../../logger';
import type { healthRoute } from './routes';

export const health: AppRouteHandler<typeof healthRoute> = async (c) => {
  const { db, databaseKind } = c.get('deps');
  try {
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: { status: 'up', kind: databaseKind } } as const, 200);
  } catch (error) {
    c.get('log').error({ err: loggableError(error) }, 'health check: database unreachable');
    return c.json(
      { status: 'degraded', database: { status: 'down', kind: databaseKind } } as const,
      503,
    );
  }
};
