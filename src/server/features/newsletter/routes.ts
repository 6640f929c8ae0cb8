import { Hono } from 'hono';
import { z } from 'zod';
import { NEWSLETTER_PENDING_STATUS, newsletterSignupSchema } from '#shared/newsletter-schema';
import type { AppEnv } from '../../core/context';
import { validate } from '../../http/validate';
import { limitPerIp } from '../../rate-limit/per-ip';
import { confirmNewsletterSubscription } from './confirm-newsletter-subscription';
import { subscribeToNewsletter } from './subscribe-to-newsletter';

const CONFIRMED_PAGE = '/newsletter/confirmed';
const INVALID_LINK_PAGE = `${CONFIRMED_PAGE}?error=invalid`;

// A missing or odd token is just an invalid link: the handler redirects, never answers 400.
const confirmQuery = z.object({ token: z.string().max(200).optional().catch(undefined) });

export function newsletterRoutes() {
  // Public: anyone may subscribe; the e-mailed link proves the address.
  return (
    new Hono<AppEnv>()
      .post(
        '/',
        limitPerIp('newsletter', { windowSeconds: 600, max: 5 }),
        validate('json', newsletterSignupSchema),
        async (c) => {
          const { db, config, wakeMailSender } = c.get('deps');
          const { email } = c.req.valid('json');
          await subscribeToNewsletter({ db, appUrl: config.appUrl, email });
          wakeMailSender();
          return c.json({ status: NEWSLETTER_PENDING_STATUS }, 202);
        },
      )
      // A GET that changes state, against DESIGN.md §6, only because this is the link in the
      // confirmation e-mail: mail clients open links with GET. It does one idempotent thing.
      .get('/confirm', validate('query', confirmQuery), async (c) => {
        const { token } = c.req.valid('query');
        const confirmed = token
          ? await confirmNewsletterSubscription({ db: c.get('deps').db, token })
          : false;
        return c.redirect(confirmed ? CONFIRMED_PAGE : INVALID_LINK_PAGE, 303);
      })
  );
}
