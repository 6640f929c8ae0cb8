import type { Context } from 'hono';
import type { ReceiptPaperSize } from '#shared/receipt';
import type { CreatedRequest } from '#shared/request-schema';
import { REQUEST_MESSAGES, type RequestAction } from '#shared/requests';
import { staffMay } from '#shared/staff-access';
import { requestOriginOf } from '../../audit/record-audit-event';
import { requireRecentAuthentication } from '../../auth/recent-authentication';
import { requireSession } from '../../auth/session';
import type { AppDependencies, AppEnv } from '../../core/context';
import { AppError } from '../../core/errors';
import type { AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import type { RequestActor } from '../shared/request-events';
import { changeRequest, type RequestChanger } from './change-request';
import { createBooking } from './create-booking';
import { checkInVisit as checkIn } from './check-in-visit';
import { createRelease } from './create-release';
import { createVisit } from './create-visit';
import { dualControlFor, setDualControl as saveDualControl } from './dual-control';
import { expireDueRequests } from './expire-requests';
import { quotePdf } from './quote-pdf';
import { getRequest as readRequest, listRequests as readRequests } from './read-requests';
import { visitSlots } from './visit-slots';
import type {
  AcceptRequestRoute,
  ApproveRequestRoute,
  BookShipmentRoute,
  BookVisitRoute,
  CancelRequestRoute,
  CheckInVisitRoute,
  DeclineRequestRoute,
  GetDualControlRoute,
  GetInboxRequestQuoteRoute,
  GetInboxRequestRoute,
  GetRequestQuoteRoute,
  GetRequestRoute,
  ListRequestInboxRoute,
  ListRequestsRoute,
  ListVisitSlotsRoute,
  RefuseRequestRoute,
  ReleaseItemsRoute,
  SetDualControlRoute,
} from './routes';

/** The caller's organisation; an account in none asks nothing of us. */
async function organisationOf<Env extends AppEnv>(c: Context<Env>) {
  const { user } = await requireSession(c);
  if (!user.clientId) throw new AppError('NOT_FOUND', REQUEST_MESSAGES.noOrganisation);
  return { user, clientId: user.clientId };
}

/** Reads first move what is past its deadline to Expired, so none shows open after it. */
function expireDue<Env extends AppEnv>(c: Context<Env>) {
  const { db, config } = c.get('deps');
  return expireDueRequests({ db, config });
}

export const listRequests: AppRouteHandler<ListRequestsRoute> = async (c) => {
  const { clientId } = await organisationOf(c);
  await expireDue(c);
  return c.json(
    await readRequests({ db: c.get('deps').db, clientId, ...c.req.valid('query') }),
    200,
  );
};

/**
 * A request asked through one of its forms: 201 when made, 200 when the same form was sent
 * before under its idempotency key.
 */
async function askRequest(
  c: Context<AppEnv>,
  create: (
    input: Pick<AppDependencies, 'db' | 'config'> & {
      clientId: string;
      actor: RequestActor & { user: { id: string; email: string } };
    },
  ) => Promise<{ request: CreatedRequest; created: boolean }>,
) {
  const { user, clientId } = await organisationOf(c);
  const { db, config, wakeMailSender } = c.get('deps');
  const { request, created } = await create({
    db,
    config,
    clientId,
    actor: { user, origin: requestOriginOf(c) },
  });
  wakeMailSender();
  return created ? c.json(request, 201) : c.json(request, 200);
}

export const bookShipment: AppRouteHandler<BookShipmentRoute> = (c) =>
  askRequest(c, (input) =>
    createBooking({
      ...input,
      signingKey: input.config.receiptSigningKey,
      form: c.req.valid('json'),
    }),
  );

export const releaseItems: AppRouteHandler<ReleaseItemsRoute> = (c) =>
  askRequest(c, (input) => createRelease({ ...input, form: c.req.valid('json') }));

export const bookVisit: AppRouteHandler<BookVisitRoute> = (c) =>
  askRequest(c, (input) => createVisit({ ...input, form: c.req.valid('json') }));

export const listVisitSlots: AppRouteHandler<ListVisitSlotsRoute> = async (c) => {
  await organisationOf(c);
  await expireDue(c);
  return c.json(await visitSlots(c.get('deps').db, c.req.valid('query').date), 200);
};

export const checkInVisit: AppRouteHandler<CheckInVisitRoute, AdminEnv> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  const visit = await checkIn({
    db,
    config,
    code: c.req.valid('json').code,
    staff: c.get('admin'),
    origin: requestOriginOf(c),
  });
  wakeMailSender();
  return c.json(visit, 200);
};

export const getRequest: AppRouteHandler<GetRequestRoute> = async (c) => {
  const { user, clientId } = await organisationOf(c);
  await expireDue(c);
  return c.json(
    await readRequest({
      db: c.get('deps').db,
      requestId: c.req.valid('param').requestId,
      viewer: { side: 'client', userId: user.id, clientId, clientRole: user.clientRole },
    }),
    200,
  );
};

/** A client's change to one of their organisation's requests; approving needs fresh proof. */
async function clientChange(
  c: Context<AppEnv>,
  requestId: string,
  action: RequestAction,
  reason?: string,
) {
  const { user, clientId } = await organisationOf(c);
  if (action === 'approve') {
    if (!user.twoFactorEnabled) {
      throw new AppError('TWO_FACTOR_REQUIRED', REQUEST_MESSAGES.twoFactorRequired);
    }
    await requireRecentAuthentication(c);
  }
  const changer: RequestChanger = {
    side: 'client',
    clientId,
    clientRole: user.clientRole,
    actor: { user, origin: requestOriginOf(c) },
  };
  return commitChange(c, { requestId, action, changer, reason });
}

async function commitChange<Env extends AppEnv>(
  c: Context<Env>,
  change: { requestId: string; action: RequestAction; changer: RequestChanger; reason?: string },
) {
  const { db, config, wakeMailSender } = c.get('deps');
  await expireDueRequests({ db, config });
  const changed = await changeRequest({ db, config, ...change });
  wakeMailSender();
  return changed;
}

export const approveRequest: AppRouteHandler<ApproveRequestRoute> = async (c) =>
  c.json(await clientChange(c, c.req.valid('param').requestId, 'approve'), 200);

export const declineRequest: AppRouteHandler<DeclineRequestRoute> = async (c) =>
  c.json(
    await clientChange(c, c.req.valid('param').requestId, 'decline', c.req.valid('json').reason),
    200,
  );

export const cancelRequest: AppRouteHandler<CancelRequestRoute> = async (c) =>
  c.json(await clientChange(c, c.req.valid('param').requestId, 'cancel'), 200);

export const getDualControl: AppRouteHandler<GetDualControlRoute> = async (c) => {
  const { clientId } = await organisationOf(c);
  return c.json(await dualControlFor(c.get('deps').db, clientId), 200);
};

export const setDualControl: AppRouteHandler<SetDualControlRoute> = async (c) => {
  const { user, clientId } = await organisationOf(c);
  const rule = await saveDualControl({
    db: c.get('deps').db,
    clientId,
    user,
    origin: requestOriginOf(c),
    rule: c.req.valid('json'),
  });
  return c.json(rule, 200);
};

export const listRequestInbox: AppRouteHandler<ListRequestInboxRoute, AdminEnv> = async (c) => {
  await expireDue(c);
  return c.json(await readRequests({ db: c.get('deps').db, ...c.req.valid('query') }), 200);
};

export const getInboxRequest: AppRouteHandler<GetInboxRequestRoute, AdminEnv> = async (c) => {
  await expireDue(c);
  const admin = c.get('admin');
  return c.json(
    await readRequest({
      db: c.get('deps').db,
      requestId: c.req.valid('param').requestId,
      viewer: {
        side: 'staff',
        userId: admin.id,
        mayChange: staffMay(admin.staffRole, 'requests', 'write'),
      },
    }),
    200,
  );
};

function staffChanger(c: Context<AdminEnv>): RequestChanger {
  return { side: 'staff', actor: { user: c.get('admin'), origin: requestOriginOf(c) } };
}

export const acceptRequest: AppRouteHandler<AcceptRequestRoute, AdminEnv> = async (c) => {
  await requireRecentAuthentication(c);
  return c.json(
    await commitChange(c, {
      requestId: c.req.valid('param').requestId,
      action: 'approve',
      changer: staffChanger(c),
    }),
    200,
  );
};

export const refuseRequest: AppRouteHandler<RefuseRequestRoute, AdminEnv> = async (c) =>
  c.json(
    await commitChange(c, {
      requestId: c.req.valid('param').requestId,
      action: 'decline',
      changer: staffChanger(c),
      reason: c.req.valid('json').reason,
    }),
    200,
  );

/** A quote's PDF as an attachment named after its number. */
async function quoteAnswer<Env extends AppEnv>(
  c: Context<Env>,
  input: { requestId: string; paper: ReceiptPaperSize; clientId?: string },
) {
  const { db, config } = c.get('deps');
  const quote = await quotePdf({ db, appUrl: config.appUrl, ...input });
  return c.body(quote.pdf, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="otc-quote-${quote.number}.pdf"`,
    'Cache-Control': 'private, no-store',
    'X-Document-Id': quote.quoteId,
  });
}

export const getRequestQuote: AppRouteHandler<GetRequestQuoteRoute> = async (c) => {
  const { clientId } = await organisationOf(c);
  return quoteAnswer(c, {
    requestId: c.req.valid('param').requestId,
    paper: c.req.valid('query').size,
    clientId,
  });
};

export const getInboxRequestQuote: AppRouteHandler<GetInboxRequestQuoteRoute, AdminEnv> = async (
  c,
) =>
  quoteAnswer(c, { requestId: c.req.valid('param').requestId, paper: c.req.valid('query').size });
