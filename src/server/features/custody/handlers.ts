import { staffChangeOf, type AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import { IMMUTABLE_PRIVATE_CACHE, storedImageResponse } from '../../http/stored-image';
import { getShipmentPositions as shipmentPositions } from '../shared/shipment-positions';
import * as handoffList from './list-handoffs';
import * as handoffRecording from './record-handoff';
import * as positionReports from './report-positions';
import type {
  GetShipmentPositionsRoute,
  ListHandoffsRoute,
  ReadSignatureRoute,
  RecordHandoffRoute,
  ReportPositionsRoute,
} from './routes';

export const recordHandoff: AppRouteHandler<RecordHandoffRoute, AdminEnv> = async (c) => {
  const upload = c.get('handoffUpload');
  if (!upload) throw new Error('the handoff form was not read before its route');
  const { db, config, wakeMailSender } = c.get('deps');
  const { handoff, replayed } = await handoffRecording.recordHandoff({
    db,
    config,
    shipmentId: c.req.valid('param').shipmentId,
    upload,
    ...staffChangeOf(c),
  });
  if (!replayed) wakeMailSender();
  return replayed ? c.json(handoff, 200) : c.json(handoff, 201);
};

export const reportPositions: AppRouteHandler<ReportPositionsRoute, AdminEnv> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  const receipt = await positionReports.reportPositions({
    db,
    config,
    courierId: c.get('admin').id,
    report: c.req.valid('json'),
  });
  // A far position may have alerted Operations by e-mail.
  if (receipt.far_from_route > 0) wakeMailSender();
  return c.json(receipt, 201);
};

export const listHandoffs: AppRouteHandler<ListHandoffsRoute, AdminEnv> = async (c) =>
  c.json(
    await handoffList.listHandoffs({
      db: c.get('deps').db,
      shipmentId: c.req.valid('param').shipmentId,
    }),
    200,
  );

export const readSignature: AppRouteHandler<ReadSignatureRoute, AdminEnv> = async (c) => {
  const png = await handoffList.readSignature({
    db: c.get('deps').db,
    handoffId: c.req.valid('param').handoffId,
  });
  return storedImageResponse(c, { bytes: png, contentType: 'image/png' }, IMMUTABLE_PRIVATE_CACHE);
};

export const getShipmentPositions: AppRouteHandler<GetShipmentPositionsRoute, AdminEnv> = async (
  c,
) =>
  c.json(
    await shipmentPositions({
      db: c.get('deps').db,
      key: { id: c.req.valid('param').shipmentId },
      reader: 'staff',
    }),
    200,
  );
