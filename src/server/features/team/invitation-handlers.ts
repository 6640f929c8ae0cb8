import { requestOriginOf } from '../../audit/record-audit-event';
import { requireSession } from '../../auth/session';
import type { AppRouteHandler } from '../../http/openapi';
import * as acceptance from './accept-invitation';
import type {
  AcceptInvitationRoute,
  SignUpFromInvitationRoute,
  ViewInvitationRoute,
} from './invitation-routes';
import * as signUp from './sign-up-from-invitation';
import * as view from './view-invitation';

export const viewInvitation: AppRouteHandler<ViewInvitationRoute> = async (c) =>
  c.json(await view.viewInvitation(c.get('deps').db, c.req.valid('param').token), 200);

export const acceptInvitation: AppRouteHandler<AcceptInvitationRoute> = async (c) => {
  const { user, session } = await requireSession(c);
  const { db, config, wakeMailSender } = c.get('deps');
  const joined = await acceptance.acceptInvitation({
    db,
    appUrl: config.appUrl,
    token: c.req.valid('param').token,
    user,
    sessionId: session.id,
    origin: requestOriginOf(c),
  });
  wakeMailSender();
  return c.json(joined, 200);
};

export const signUpFromInvitation: AppRouteHandler<SignUpFromInvitationRoute> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  const joined = await signUp.signUpFromInvitation({
    db,
    appUrl: config.appUrl,
    token: c.req.valid('param').token,
    form: c.req.valid('json'),
    origin: requestOriginOf(c),
  });
  wakeMailSender();
  return c.json(joined, 201);
};
