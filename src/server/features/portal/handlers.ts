import { requestOriginOf } from '../../audit/record-audit-event';
import { requireRecentAuthentication } from '../../auth/recent-authentication';
import { requireSession } from '../../auth/session';
import { csvDownload } from '../../http/csv';
import type { AppRouteHandler } from '../../http/openapi';
import { getShipmentPositions } from '../shared/shipment-positions';
import * as accessLogExport from './export-access-log';
import * as profile from './get-profile';
import * as accessLog from './list-access-log';
import * as ownShipments from './list-own-shipments';
import * as ownVaultItems from './list-own-vault-items';
import type {
  GetOwnShipmentPositionsRoute,
  ExportAccessLogRoute,
  GetProfileRoute,
  ListAccessLogRoute,
  ListOwnShipmentsRoute,
  ListOwnVaultItemsRoute,
  UpdateNextOfKinRoute,
  UpdatePersonalInfoRoute,
  ViewVaultItemRoute,
} from './routes';
import * as profileChanges from './update-client-profile';
import * as vaultItemView from './view-vault-item';

export const listOwnVaultItems: AppRouteHandler<ListOwnVaultItemsRoute> = async (c) => {
  const { user } = await requireSession(c);
  const items = await ownVaultItems.listOwnVaultItems({
    db: c.get('deps').db,
    user,
    ...c.req.valid('query'),
  });
  return c.json({ items }, 200);
};

export const viewVaultItem: AppRouteHandler<ViewVaultItemRoute> = async (c) => {
  const { user } = await requireSession(c);
  const item = await vaultItemView.viewVaultItem({
    db: c.get('deps').db,
    user,
    itemId: c.req.valid('param').itemId,
    origin: requestOriginOf(c),
  });
  return c.json(item, 200);
};

export const listOwnShipments: AppRouteHandler<ListOwnShipmentsRoute> = async (c) => {
  const { user } = await requireSession(c);
  return c.json(
    { shipments: await ownShipments.listOwnShipments({ db: c.get('deps').db, user }) },
    200,
  );
};

export const getOwnShipmentPositions: AppRouteHandler<GetOwnShipmentPositionsRoute> = async (c) => {
  const { user } = await requireSession(c);
  return c.json(
    await getShipmentPositions({
      db: c.get('deps').db,
      key: { id: c.req.valid('param').shipmentId },
      reader: { clientId: user.clientId },
    }),
    200,
  );
};

export const listAccessLog: AppRouteHandler<ListAccessLogRoute> = async (c) => {
  const { user } = await requireSession(c);
  const { page } = c.req.valid('query');
  return c.json(await accessLog.listAccessLog({ db: c.get('deps').db, user, page }), 200);
};

/** An export of client data: the password is asked again after 10 minutes (decision 033). */
export const exportAccessLog: AppRouteHandler<ExportAccessLogRoute> = async (c) => {
  const { user } = await requireRecentAuthentication(c);
  const rows = await accessLogExport.exportAccessLog({ db: c.get('deps').db, user });
  return csvDownload(c, 'otc-access-log.csv', accessLogExport.ACCESS_LOG_CSV_HEADER, rows);
};

export const getProfile: AppRouteHandler<GetProfileRoute> = async (c) => {
  const { user } = await requireSession(c);
  return c.json(await profile.getProfile({ db: c.get('deps').db, user }), 200);
};

export const updatePersonalInfo: AppRouteHandler<UpdatePersonalInfoRoute> = async (c) => {
  const { user } = await requireSession(c);
  const changed = await profileChanges.updatePersonalInfo({
    db: c.get('deps').db,
    user,
    changes: c.req.valid('json'),
    origin: requestOriginOf(c),
  });
  return c.json(changed, 200);
};

export const updateNextOfKin: AppRouteHandler<UpdateNextOfKinRoute> = async (c) => {
  const { user } = await requireSession(c);
  const changed = await profileChanges.updateNextOfKin({
    db: c.get('deps').db,
    user,
    changes: c.req.valid('json'),
    origin: requestOriginOf(c),
  });
  return c.json(changed, 200);
};
