import { Hono } from 'hono';
import { z } from 'zod';
import { SHIPMENT_SORTS } from '#shared/admin';
import { listQuerySchema } from '#shared/list-query';
import { shipmentFormSchema, trackingUpdateSchema } from '#shared/shipment-schema';
import { SHIPMENT_STATUSES } from '#shared/shipment-status';
import { adminsOnly, staffChangeOf, type AdminEnv } from '../../http/guards';
import { validate } from '../../http/validate';
import { addTrackingUpdate } from './add-tracking-update';
import { createShipment } from './create-shipment';
import { deleteShipment } from './delete-shipment';
import { getShipment } from './get-shipment';
import { listShipments } from './list-shipments';
import { updateShipment } from './update-shipment';

const listQuery = listQuerySchema(SHIPMENT_SORTS, 'created_at').extend({
  status: z.enum(SHIPMENT_STATUSES, { error: 'Unknown status.' }).optional(),
});

const shipmentParams = z.object({ shipmentId: z.uuid('Shipment not found.') });

/** Admin shipments (spec §7 calls 11-15). */
export function shipmentRoutes() {
  return new Hono<AdminEnv>()
    .use(adminsOnly)
    .get('/', validate('query', listQuery), async (c) =>
      c.json(await listShipments({ db: c.get('deps').db, ...c.req.valid('query') })),
    )
    .post('/', validate('json', shipmentFormSchema), async (c) => {
      const created = await createShipment({
        db: c.get('deps').db,
        form: c.req.valid('json'),
        ...staffChangeOf(c),
      });
      return c.json(created, 201);
    })
    .get('/:shipmentId', validate('param', shipmentParams), async (c) =>
      c.json(
        await getShipment({ db: c.get('deps').db, shipmentId: c.req.valid('param').shipmentId }),
      ),
    )
    .put(
      '/:shipmentId',
      validate('param', shipmentParams),
      validate('json', shipmentFormSchema),
      async (c) => {
        const updated = await updateShipment({
          db: c.get('deps').db,
          shipmentId: c.req.valid('param').shipmentId,
          form: c.req.valid('json'),
          ...staffChangeOf(c),
        });
        return c.json(updated);
      },
    )
    .delete('/:shipmentId', validate('param', shipmentParams), async (c) => {
      const deleted = await deleteShipment({
        db: c.get('deps').db,
        shipmentId: c.req.valid('param').shipmentId,
        ...staffChangeOf(c),
      });
      return c.json(deleted);
    })
    .post(
      '/:shipmentId/updates',
      validate('param', shipmentParams),
      validate('json', trackingUpdateSchema),
      async (c) => {
        const added = await addTrackingUpdate({
          db: c.get('deps').db,
          shipmentId: c.req.valid('param').shipmentId,
          update: c.req.valid('json'),
          ...staffChangeOf(c),
        });
        return c.json(added, 201);
      },
    );
}
