import type { AppRouteHandler } from '../../http/openapi';
import type { sendMessageRoute } from './routes';
import { sendContactMessage } from './send-contact-message';

export const sendMessage: AppRouteHandler<typeof sendMessageRoute> = async (c) => {
  const { db, wakeMailSender } = c.get('deps');
  const sent = await sendContactMessage({
    db,
    message: c.req.valid('json'),
    ipAddress: c.get('clientIp'),
  });
  wakeMailSender();
  return c.json(sent, 201);
};
