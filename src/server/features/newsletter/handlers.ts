import { NEWSLETTER_PENDING_STATUS } from '#shared/newsletter-schema';
import type { AppRouteHandler } from '../../http/openapi';
import * as confirmation from './confirm';
import { CONFIRMED_PAGE, INVALID_LINK_PAGE } from './confirmation-pages';
import type { ConfirmRoute, SubscribeRoute } from './routes';
import * as signup from './subscribe';

export const subscribe: AppRouteHandler<SubscribeRoute> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  await signup.subscribe({ db, appUrl: config.appUrl, email: c.req.valid('json').email });
  wakeMailSender();
  return c.json({ status: NEWSLETTER_PENDING_STATUS } as const, 202);
};

export const confirm: AppRouteHandler<ConfirmRoute> = async (c) => {
  const { token } = c.req.valid('query');
  const confirmed = token ? await confirmation.confirm({ db: c.get('deps').db, token }) : false;
  return c.redirect(confirmed ? CONFIRMED_PAGE : INVALID_LINK_PAGE, 303);
};
