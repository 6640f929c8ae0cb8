import { z } from '@hono/zod-openapi';
import { NEWSLETTER_PENDING_STATUS, newsletterSignupSchema } from '#shared/newsletter-schema';
import { errorResponses, OTHERWISE_AN_ERROR } from '../../http/error-responses';
import { jsonBody, jsonContent, publicRoute } from '../../http/openapi';
import { limitPerIp } from '../../http/limit-per-ip';
import { CONFIRMED_PAGE, INVALID_LINK_PAGE } from './confirmation-pages';

export const subscribe = publicRoute({
  operationId: 'subscribe',
  method: 'post',
  path: '/',
  tags: ['Newsletter'],
  summary: 'Ask for the newsletter',
  description:
    'Mails a confirmation link to the address; nothing is sent until it is followed. The answer is the same whether or not the address is already subscribed. 5 requests per 10 minutes per address.',
  middleware: [limitPerIp('newsletter', { windowSeconds: 600, max: 5 })] as const,
  request: { body: jsonBody(newsletterSignupSchema) },
  responses: {
    202: jsonContent(
      z.object({ status: z.literal(NEWSLETTER_PENDING_STATUS) }).meta({ id: 'NewsletterPending' }),
      'A confirmation link is on its way, if the address can receive one.',
    ),
    ...errorResponses(400, 429),
  },
});

// A missing or odd token is just an invalid link: the handler redirects, never answers 400.
const confirmQuery = z.object({
  token: z
    .string()
    .max(200)
    .optional()
    .catch(undefined)
    .meta({ type: 'string', description: 'The token of the e-mailed link.' }),
});

// A GET that changes state, against the rule that a GET changes nothing, only because this is the
// link in the confirmation e-mail: mail clients open links with GET. It does one idempotent thing
// (decision 016).
export const confirm = publicRoute({
  operationId: 'confirm',
  method: 'get',
  path: '/confirm',
  tags: ['Newsletter'],
  summary: 'Follow the link of the confirmation e-mail',
  request: { query: confirmQuery },
  responses: {
    303: {
      description: `To ${CONFIRMED_PAGE} when the token was good, else to ${INVALID_LINK_PAGE}.`,
      headers: z.object({ Location: z.string() }),
    },
    ...errorResponses(400),
    ...OTHERWISE_AN_ERROR,
  },
});

export type SubscribeRoute = typeof subscribe;
export type ConfirmRoute = typeof confirm;
