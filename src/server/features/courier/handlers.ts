import type { AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import * as assignedLookup from './get-assigned';
import * as assignedList from './list-assigned';
import * as targets from './handoff-targets';
import type {
  GetAssignedShipmentRoute,
  ListAssignedShipmentsRoute,
  ListHandoffTargetsRoute,
} from './routes';

export const listAssignedShipments: AppRouteHandler<ListAssignedShipmentsRoute, AdminEnv> = async (
  c,
) =>
  c.json(
    await assignedList.listAssigned({ db: c.get('deps').db, courierId: c.get('admin').id }),
    200,
  );

export const getAssignedShipment: AppRouteHandler<GetAssignedShipmentRoute, AdminEnv> = async (c) =>
  c.json(
    await assignedLookup.getAssigned({
      db: c.get('deps').db,
      courierId: c.get('admin').id,
      shipmentId: c.req.valid('param').shipmentId,
    }),
    200,
  );

export const listHandoffTargets: AppRouteHandler<ListHandoffTargetsRoute, AdminEnv> = async (c) =>
  c.json(await targets.listHandoffTargets({ db: c.get('deps').db }), 200);
