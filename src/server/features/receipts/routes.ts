import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { documentVerdictSchema } from '#shared/document-verdict';
import { receiptVerdictSchema } from '#shared/receipt';
import { enforceRateLimit } from '../../rate-limit/consume';
import { limitPerIp } from '../../http/limit-per-ip';
import { requireSession } from '../../auth/session';
import { errorResponses } from '../../http/error-responses';
import { trackingNumberParams } from '../shared/tracking-number-params';
import { paperSizeQuery } from '../shared/paper-size-query';
import { signedInOnly } from '../../http/guards';
import { jsonContent, publicRoute, staffWiderRoute } from '../../http/openapi';

const TAGS = ['Signed documents'];

const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

/** Each receipt is a stored row: 20 a minute per account keeps a stuck button from piling them up. */
const limitPerAccount: MiddlewareHandler = async (c, next) => {
  const { user } = await requireSession(c);
  await enforceRateLimit(
    c.get('deps'),
    `user:receipt:${user.id}`,
    { windowSeconds: 60, max: 20 },
    'user:receipt',
  );
  await next();
};

export const issueReceipt = staffWiderRoute({
  operationId: 'issueReceipt',
  method: 'post',
  path: '/track/{number}/receipt',
  tags: TAGS,
  summary: 'Issue a signed receipt of a shipment, as a PDF',
  description:
    "For the shipment's client and administrators; another client gets the same 404 as for an unknown number. Each call issues and stores a new receipt (recorded in the client's access log) signed with Ed25519, and answers its PDF: the company header, the shipment's public facts, its custody timeline and a QR code to /verify/{receiptId}. 20 a minute per account.",
  middleware: [signedInOnly, limitPerAccount] as const,
  request: { params: trackingNumberParams, query: paperSizeQuery },
  responses: {
    201: {
      content: {
        'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) },
      },
      description:
        'The receipt as an attachment (otc-receipt-{number}.pdf); `X-Receipt-Id` names it.',
    },
    ...errorResponses(400, 404, 429),
  },
});

export const verifyReceipt = publicRoute({
  operationId: 'verifyReceipt',
  method: 'get',
  path: '/receipts/{receiptId}',
  tags: TAGS,
  summary: 'Verify a receipt',
  description:
    'Anyone holding a receipt may check it: `genuine` with the public facts it states when our signature over them holds, `not_valid` for an unknown, malformed or altered receipt. Never the client, the value or the contents. 30 checks a minute per address.',
  middleware: [noStore, limitPerIp('verify-receipt', { windowSeconds: 60, max: 30 })] as const,
  request: {
    params: z.object({
      receiptId: z.string().meta({
        param: { name: 'receiptId', in: 'path' },
        example: '0b7c1d7e-3f5a-4c2b-9d1e-6a8f2b4c5d6e',
      }),
    }),
  },
  responses: {
    200: jsonContent(receiptVerdictSchema, 'The verdict.'),
    ...errorResponses(400, 429),
  },
});

export const verifyDocument = publicRoute({
  operationId: 'verifyDocument',
  method: 'get',
  path: '/verify/{documentId}',
  tags: TAGS,
  summary: 'Verify a signed document: a receipt or a quote',
  description:
    "What /verify/{documentId} asks (decision 068): `genuine` with the document's type and the public facts it states when our signature over them holds, `not_valid` for an unknown, malformed or altered document. Never the client, the addresses, the contents or the value. Shares the receipts' 30 checks a minute per address.",
  middleware: [noStore, limitPerIp('verify-receipt', { windowSeconds: 60, max: 30 })] as const,
  request: {
    params: z.object({
      documentId: z.string().meta({
        param: { name: 'documentId', in: 'path' },
        example: '0b7c1d7e-3f5a-4c2b-9d1e-6a8f2b4c5d6e',
      }),
    }),
  },
  responses: {
    200: jsonContent(documentVerdictSchema, 'The verdict.'),
    ...errorResponses(400, 429),
  },
});

export type VerifyDocumentRoute = typeof verifyDocument;
export type IssueReceiptRoute = typeof issueReceipt;
export type VerifyReceiptRoute = typeof verifyReceipt;
