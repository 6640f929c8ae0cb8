import { requestOriginOf } from '../../audit/record-audit-event';
import { requireRecentAuthentication } from '../../auth/recent-authentication';
import { requireSession } from '../../auth/session';
import { csvDownload } from '../../http/csv';
import type { AppRouteHandler } from '../../http/openapi';
import { ACCESS_LOG_CSV_HEADER, exportAccessLog } from './export-access-log';
import { getClientProfile } from './get-client-profile';
import { listAccessLog } from './list-access-log';
import { listShipments } from './list-shipments';
import { listVaultItems } from './list-vault-items';
import type {
  exportAccessLogRoute,
  getProfileRoute,
  listAccessLogRoute,
  listOwnShipmentsRoute,
  listOwnVaultItemsRoute,
  updateNextOfKinRoute,
  updatePersonalInfoRoute,
  viewVaultItemRoute,
} from './routes';
import { updateNextOfKin, updatePersonalInfo } from './update-client-profile';
import { viewVaultItem } from './view-vault-item';

export const listItems: AppRouteHandler<typeof listOwnVaultItemsRoute> = async (c) => {
  const { user } = await requireSession(c);
  const items = await listVaultItems({
    db: c.get('deps').db,
    userId: user.id,
    ...c.req.valid('query'),
  });
  return c.json({ items }, 200);
};

export const viewItem: AppRouteHandler<typeof viewVaultItemRoute> = async (c) => {
  const { user } = await requireSession(c);
  const item = await viewVaultItem({
    db: c.get('deps').db,
    user,
    itemId: c.req.valid('param').itemId,
    origin: requestOriginOf(c),
  });
  return c.json(item, 200);
};

export const shipments: AppRouteHandler<typeof listOwnShipmentsRoute> = async (c) => {
  const { user } = await requireSession(c);
  return c.json({ shipments: await listShipments({ db: c.get('deps').db, userId: user.id }) }, 200);
};

export const accessLog: AppRouteHandler<typeof listAccessLogRoute> = async (c) => {
  const { user } = await requireSession(c);
  const { page } = c.req.valid('query');
  return c.json(await listAccessLog({ db: c.get('deps').db, userId: user.id, page }), 200);
};

/** An export of client data: the password is asked again after 10 minutes (decision 033). */
export const accessLogCsv: AppRouteHandler<typeof exportAccessLogRoute> = async (c) => {
  const { user } = await requireRecentAuthentication(c);
  const rows = await exportAccessLog({ db: c.get('deps').db, userId: user.id });
  return csvDownload(c, 'otc-access-log.csv', ACCESS_LOG_CSV_HEADER, rows);
};

export const profile: AppRouteHandler<typeof getProfileRoute> = async (c) => {
  const { user } = await requireSession(c);
  return c.json(await getClientProfile({ db: c.get('deps').db, userId: user.id }), 200);
};

export const updatePersonal: AppRouteHandler<typeof updatePersonalInfoRoute> = async (c) => {
  const { user } = await requireSession(c);
  const changed = await updatePersonalInfo({
    db: c.get('deps').db,
    user,
    changes: c.req.valid('json'),
    origin: requestOriginOf(c),
  });
  return c.json(changed, 200);
};

export const updateKin: AppRouteHandler<typeof updateNextOfKinRoute> = async (c) => {
  const { user } = await requireSession(c);
  const changed = await updateNextOfKin({
    db: c.get('deps').db,
    user,
    changes: c.req.valid('json'),
    origin: requestOriginOf(c),
  });
  return c.json(changed, 200);
};
