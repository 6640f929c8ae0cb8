import { staffChangeOf, type AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import { addTrackingUpdate } from './add-tracking-update';
import { createShipment } from './create-shipment';
import { deleteShipment } from './delete-shipment';
import { getShipment } from './get-shipment';
import { listShipments } from './list-shipments';
import type {
  addTrackingUpdateRoute,
  createShipmentRoute,
  deleteShipmentRoute,
  getShipmentRoute,
  listShipmentsRoute,
  updateShipmentRoute,
} from './routes';
import { updateShipment } from './update-shipment';

export const list: AppRouteHandler<typeof listShipmentsRoute, AdminEnv> = async (c) =>
  c.json(await listShipments({ db: c.get('deps').db, ...c.req.valid('query') }), 200);

export const create: AppRouteHandler<typeof createShipmentRoute, AdminEnv> = async (c) => {
  const created = await createShipment({
    db: c.get('deps').db,
    form: c.req.valid('json'),
    ...staffChangeOf(c),
  });
  return c.json(created, 201);
};

export const getOne: AppRouteHandler<typeof getShipmentRoute, AdminEnv> = async (c) =>
  c.json(
    await getShipment({ db: c.get('deps').db, shipmentId: c.req.valid('param').shipmentId }),
    200,
  );

// A status change notifies the client: the mail sender is woken once the change is committed.
export const update: AppRouteHandler<typeof updateShipmentRoute, AdminEnv> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  const updated = await updateShipment({
    db,
    config,
    shipmentId: c.req.valid('param').shipmentId,
    form: c.req.valid('json'),
    ...staffChangeOf(c),
  });
  wakeMailSender();
  return c.json(updated, 200);
};

export const remove: AppRouteHandler<typeof deleteShipmentRoute, AdminEnv> = async (c) => {
  const deleted = await deleteShipment({
    db: c.get('deps').db,
    shipmentId: c.req.valid('param').shipmentId,
    ...staffChangeOf(c),
  });
  return c.json(deleted, 200);
};

export const addUpdate: AppRouteHandler<typeof addTrackingUpdateRoute, AdminEnv> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  const added = await addTrackingUpdate({
    db,
    config,
    shipmentId: c.req.valid('param').shipmentId,
    update: c.req.valid('json'),
    ...staffChangeOf(c),
  });
  wakeMailSender();
  return c.json(added, 201);
};
