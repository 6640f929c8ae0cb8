import { z } from '@hono/zod-openapi';
import { contactMessageSchema } from '#shared/contact-schema';
import { errorResponses } from '../../http/error-responses';
import { jsonBody, jsonContent, publicRoute } from '../../http/openapi';
import { limitPerIp } from '../../http/limit-per-ip';

const sentMessageSchema = z.object({ id: z.uuid() }).meta({ id: 'SentContactMessage' });

export const sendMessage = publicRoute({
  operationId: 'sendMessage',
  method: 'post',
  path: '/',
  tags: ['Contact'],
  summary: 'Write to the company',
  description:
    'Any visitor, signed in or not. The message is kept and e-mailed to the contact address of the site settings. 5 messages per 10 minutes per address.',
  middleware: [limitPerIp('contact', { windowSeconds: 600, max: 5 })] as const,
  request: { body: jsonBody(contactMessageSchema) },
  responses: {
    201: jsonContent(sentMessageSchema, 'Kept and queued for the contact address.'),
    ...errorResponses(400, 429),
  },
});

export type SendMessageRoute = typeof sendMessage;
