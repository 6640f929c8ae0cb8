import { Hono } from 'hono';
import { contactMessageSchema } from '#shared/contact-schema';
import type { AppEnv } from '../../core/context';
import { validate } from '../../http/validate';
import { limitPerIp } from '../../rate-limit/per-ip';
import { sendContactMessage } from './send-contact-message';

export function contactRoutes() {
  // Public: any visitor, signed in or not, may write to us.
  return new Hono<AppEnv>().post(
    '/',
    limitPerIp('contact', { windowSeconds: 600, max: 5 }),
    validate('json', contactMessageSchema),
    async (c) => {
      const { db, wakeMailSender } = c.get('deps');
      const sent = await sendContactMessage({
        db,
        message: c.req.valid('json'),
        ipAddress: c.get('clientIp'),
      });
      wakeMailSender();
      return c.json(sent, 201);
    },
  );
}
