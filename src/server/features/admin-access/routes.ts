import { Hono } from 'hono';
import { z } from 'zod';
import { adminsOnly, staffChangeOf, type AdminEnv } from '../../http/guards';
import { validate } from '../../http/validate';
import { ACCESS_DECISIONS, decideAccessRequest } from './decide-access-request';
import { listAccessRequests } from './list-access-requests';

const decisionParams = z.object({
  userId: z.uuid('Not a valid account id.'),
  decision: z.enum(ACCESS_DECISIONS),
});

export function adminAccessRoutes() {
  return new Hono<AdminEnv>()
    .use(adminsOnly)
    .get('/', async (c) => c.json({ requests: await listAccessRequests({ db: c.get('deps').db }) }))
    .post('/:userId/:decision{approve|reject}', validate('param', decisionParams), async (c) => {
      const { db, config, wakeMailSender } = c.get('deps');
      const { userId, decision } = c.req.valid('param');
      const decided = await decideAccessRequest({
        db,
        appUrl: config.appUrl,
        userId,
        decision,
        ...staffChangeOf(c),
      });
      wakeMailSender();
      return c.json(decided);
    });
}
