import { NEWSLETTER_PENDING_STATUS } from '#shared/newsletter-schema';
import type { AppRouteHandler } from '../../http/openapi';
import { confirmNewsletterSubscription } from './confirm-newsletter-subscription';
import {
  CONFIRMED_PAGE,
  INVALID_LINK_PAGE,
  type confirmRoute,
  type subscribeRoute,
} from './routes';
import { subscribeToNewsletter } from './subscribe-to-newsletter';

export const subscribe: AppRouteHandler<typeof subscribeRoute> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  await subscribeToNewsletter({ db, appUrl: config.appUrl, email: c.req.valid('json').email });
  wakeMailSender();
  return c.json({ status: NEWSLETTER_PENDING_STATUS } as const, 202);
};

export const confirm: AppRouteHandler<typeof confirmRoute> = async (c) => {
  const { token } = c.req.valid('query');
  const confirmed = token
    ? await confirmNewsletterSubscription({ db: c.get('deps').db, token })
    : false;
  return c.redirect(confirmed ? CONFIRMED_PAGE : INVALID_LINK_PAGE, 303);
};
