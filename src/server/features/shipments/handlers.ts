import { staffChangeOf, type AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import * as trackingUpdate from './add-tracking-update';
import * as crewAssignment from './assign-crew';
import * as courierList from './list-couriers';
import * as shipmentCreation from './create-shipment';
import * as shipmentDeletion from './delete-shipment';
import * as shipmentLookup from './get-shipment';
import * as shipmentList from './list-shipments';
import type {
  AddTrackingUpdateRoute,
  AssignCrewRoute,
  CreateShipmentRoute,
  DeleteShipmentRoute,
  GetShipmentRoute,
  ListCouriersRoute,
  ListShipmentsRoute,
  UpdateShipmentRoute,
} from './routes';
import * as shipmentUpdate from './update-shipment';

export const listShipments: AppRouteHandler<ListShipmentsRoute, AdminEnv> = async (c) =>
  c.json(await shipmentList.listShipments({ db: c.get('deps').db, ...c.req.valid('query') }), 200);

export const createShipment: AppRouteHandler<CreateShipmentRoute, AdminEnv> = async (c) => {
  const created = await shipmentCreation.createShipment({
    db: c.get('deps').db,
    form: c.req.valid('json'),
    ...staffChangeOf(c),
  });
  return c.json(created, 201);
};

export const getShipment: AppRouteHandler<GetShipmentRoute, AdminEnv> = async (c) =>
  c.json(
    await shipmentLookup.getShipment({
      db: c.get('deps').db,
      shipmentId: c.req.valid('param').shipmentId,
    }),
    200,
  );

// A status change notifies the client: the mail sender is woken once the change is committed.
export const updateShipment: AppRouteHandler<UpdateShipmentRoute, AdminEnv> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  const updated = await shipmentUpdate.updateShipment({
    db,
    config,
    shipmentId: c.req.valid('param').shipmentId,
    form: c.req.valid('json'),
    ...staffChangeOf(c),
  });
  wakeMailSender();
  return c.json(updated, 200);
};

export const deleteShipment: AppRouteHandler<DeleteShipmentRoute, AdminEnv> = async (c) => {
  const deleted = await shipmentDeletion.deleteShipment({
    db: c.get('deps').db,
    shipmentId: c.req.valid('param').shipmentId,
    ...staffChangeOf(c),
  });
  return c.json(deleted, 200);
};

export const addTrackingUpdate: AppRouteHandler<AddTrackingUpdateRoute, AdminEnv> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  const added = await trackingUpdate.addTrackingUpdate({
    db,
    config,
    shipmentId: c.req.valid('param').shipmentId,
    update: c.req.valid('json'),
    ...staffChangeOf(c),
  });
  wakeMailSender();
  return c.json(added, 201);
};

export const listCouriers: AppRouteHandler<ListCouriersRoute, AdminEnv> = async (c) =>
  c.json(await courierList.listCouriers({ db: c.get('deps').db }), 200);

export const assignCrew: AppRouteHandler<AssignCrewRoute, AdminEnv> = async (c) => {
  const assigned = await crewAssignment.assignCrew({
    db: c.get('deps').db,
    shipmentId: c.req.valid('param').shipmentId,
    assignment: c.req.valid('json'),
    ...staffChangeOf(c),
  });
  return c.json(assigned, 200);
};
