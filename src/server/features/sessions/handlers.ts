import { deleteCookie } from 'hono/cookie';
import { requestOriginOf } from '../../audit/record-audit-event';
import { sessionCookieName } from '../../auth/auth';
import { requireSession } from '../../auth/session';
import { staffChangeOf, type AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import * as clientSessions from './client-sessions';
import * as ownSessions from './end-own-session';
import type {
  EndAllClientSessionsRoute,
  EndClientSessionRoute,
  EndOtherSessionsRoute,
  EndOwnSessionRoute,
  ListClientSessionsRoute,
  ListOwnSessionsRoute,
  SecureAccountRoute,
} from './routes';
import * as accountSecuring from './secure-account';
import { activeSessionsOf } from './session-rows';

export const listOwnSessions: AppRouteHandler<ListOwnSessionsRoute> = async (c) => {
  const { user, session } = await requireSession(c);
  return c.json({ sessions: await activeSessionsOf(c.get('deps').db, user.id, session.id) }, 200);
};

export const endOtherSessions: AppRouteHandler<EndOtherSessionsRoute> = async (c) => {
  const { user, session } = await requireSession(c);
  const ended = await ownSessions.endOtherSessions({
    db: c.get('deps').db,
    user,
    currentSessionId: session.id,
    origin: requestOriginOf(c),
  });
  return c.json(ended, 200);
};

export const endOwnSession: AppRouteHandler<EndOwnSessionRoute> = async (c) => {
  const { user, session } = await requireSession(c);
  const { sessionId } = c.req.valid('param');
  const { db, config } = c.get('deps');
  await ownSessions.endOwnSession({ db, user, sessionId, origin: requestOriginOf(c) });
  if (sessionId === session.id) {
    deleteCookie(c, sessionCookieName(config.production), { path: '/', secure: config.production });
  }
  return c.json({ ended: 1 }, 200);
};

export const secureAccount: AppRouteHandler<SecureAccountRoute> = async (c) => {
  const answer = await accountSecuring.secureAccount({
    deps: c.get('deps'),
    token: c.req.valid('json').token,
    origin: requestOriginOf(c),
  });
  return c.json(answer, 200);
};

export const listClientSessions: AppRouteHandler<ListClientSessionsRoute, AdminEnv> = async (c) => {
  const sessions = await clientSessions.listClientSessions({
    db: c.get('deps').db,
    clientId: c.req.valid('param').clientId,
  });
  return c.json({ sessions }, 200);
};

export const endClientSession: AppRouteHandler<EndClientSessionRoute, AdminEnv> = async (c) => {
  await clientSessions.endClientSession({
    db: c.get('deps').db,
    ...c.req.valid('param'),
    ...staffChangeOf(c),
  });
  return c.json({ ended: 1 }, 200);
};

export const endAllClientSessions: AppRouteHandler<EndAllClientSessionsRoute, AdminEnv> = async (
  c,
) => {
  const ended = await clientSessions.endAllClientSessions({
    db: c.get('deps').db,
    clientId: c.req.valid('param').clientId,
    ...staffChangeOf(c),
  });
  return c.json(ended, 200);
};
