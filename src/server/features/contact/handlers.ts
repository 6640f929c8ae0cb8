import type { AppRouteHandler } from '../../http/openapi';
import type { SendMessageRoute } from './routes';
import * as contactMessage from './send-message';

export const sendMessage: AppRouteHandler<SendMessageRoute> = async (c) => {
  const { db, wakeMailSender } = c.get('deps');
  const sent = await contactMessage.sendMessage({
    db,
    message: c.req.valid('json'),
    ipAddress: c.get('clientIp'),
  });
  wakeMailSender();
  return c.json(sent, 201);
};
