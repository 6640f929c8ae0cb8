import { requestOriginOf } from '../../audit/record-audit-event';
import { requireSession } from '../../auth/session';
import type { AppRouteHandler } from '../../http/openapi';
import * as receiptIssuing from './issue-receipt';
import type { IssueReceiptRoute, VerifyDocumentRoute, VerifyReceiptRoute } from './routes';
import * as documentVerification from '../shared/verify-documents';

export const issueReceipt: AppRouteHandler<IssueReceiptRoute> = async (c) => {
  const { user } = await requireSession(c);
  const { config, db } = c.get('deps');
  const issued = await receiptIssuing.issueReceipt({
    db,
    signingKey: config.receiptSigningKey,
    appUrl: config.appUrl,
    trackingNumber: c.req.valid('param').number,
    viewer: user,
    paper: c.req.valid('query').size,
    origin: requestOriginOf(c),
  });
  return c.body(issued.pdf, 201, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="otc-receipt-${issued.trackingNumber}.pdf"`,
    'Cache-Control': 'no-store',
    'X-Receipt-Id': issued.receiptId,
  });
};

export const verifyReceipt: AppRouteHandler<VerifyReceiptRoute> = async (c) => {
  const { config, db } = c.get('deps');
  const verdict = await documentVerification.verifyReceipt({
    db,
    signingKey: config.receiptSigningKey,
    documentId: c.req.valid('param').receiptId,
  });
  return c.json(verdict, 200);
};

export const verifyDocument: AppRouteHandler<VerifyDocumentRoute> = async (c) => {
  const { config, db } = c.get('deps');
  const verdict = await documentVerification.verifyDocument({
    db,
    signingKey: config.receiptSigningKey,
    documentId: c.req.valid('param').documentId,
  });
  return c.json(verdict, 200);
};
