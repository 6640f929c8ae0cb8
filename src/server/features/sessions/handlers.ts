import { deleteCookie } from 'hono/cookie';
import { requestOriginOf } from '../../audit/record-audit-event';
import { sessionCookieName } from '../../auth/auth';
import { requireSession } from '../../auth/session';
import { staffChangeOf, type AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import { endAllClientSessions, endClientSession, listClientSessions } from './client-sessions';
import { endOtherSessions, endOwnSession } from './end-own-session';
import type {
  endAllClientSessionsRoute,
  endClientSessionRoute,
  endOtherSessionsRoute,
  endOwnSessionRoute,
  listClientSessionsRoute,
  listOwnSessionsRoute,
  secureAccountRoute,
} from './routes';
import { secureAccount } from './secure-account';
import { activeSessionsOf } from './session-rows';

export const listOwn: AppRouteHandler<typeof listOwnSessionsRoute> = async (c) => {
  const { user, session } = await requireSession(c);
  return c.json({ sessions: await activeSessionsOf(c.get('deps').db, user.id, session.id) }, 200);
};

export const endOthers: AppRouteHandler<typeof endOtherSessionsRoute> = async (c) => {
  const { user, session } = await requireSession(c);
  const ended = await endOtherSessions({
    db: c.get('deps').db,
    user,
    currentSessionId: session.id,
    origin: requestOriginOf(c),
  });
  return c.json(ended, 200);
};

export const endOwn: AppRouteHandler<typeof endOwnSessionRoute> = async (c) => {
  const { user, session } = await requireSession(c);
  const { sessionId } = c.req.valid('param');
  const { db, config } = c.get('deps');
  await endOwnSession({ db, user, sessionId, origin: requestOriginOf(c) });
  if (sessionId === session.id) {
    deleteCookie(c, sessionCookieName(config.production), { path: '/', secure: config.production });
  }
  return c.json({ ended: 1 }, 200);
};

export const secure: AppRouteHandler<typeof secureAccountRoute> = async (c) => {
  const answer = await secureAccount({
    deps: c.get('deps'),
    token: c.req.valid('json').token,
    origin: requestOriginOf(c),
  });
  return c.json(answer, 200);
};

export const listClient: AppRouteHandler<typeof listClientSessionsRoute, AdminEnv> = async (c) => {
  const sessions = await listClientSessions({
    db: c.get('deps').db,
    clientId: c.req.valid('param').clientId,
  });
  return c.json({ sessions }, 200);
};

export const endClient: AppRouteHandler<typeof endClientSessionRoute, AdminEnv> = async (c) => {
  await endClientSession({ db: c.get('deps').db, ...c.req.valid('param'), ...staffChangeOf(c) });
  return c.json({ ended: 1 }, 200);
};

export const endAllOfClient: AppRouteHandler<typeof endAllClientSessionsRoute, AdminEnv> = async (
  c,
) => {
  const ended = await endAllClientSessions({
    db: c.get('deps').db,
    clientId: c.req.valid('param').clientId,
    ...staffChangeOf(c),
  });
  return c.json(ended, 200);
};
