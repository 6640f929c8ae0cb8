import { STAFF_ACCESS } from '#shared/staff-access';
import { z } from '@hono/zod-openapi';
import { CUSTODY_MESSAGES, SIGNATURE_MAX_BYTES } from '#shared/custody';
import {
  positionReceiptSchema,
  positionReportSchema,
  recordedHandoffSchema,
} from '#shared/custody-schema';
import { PHOTOS_PER_UPDATE, PHOTO_MAX_BYTES } from '#shared/photo';
import { POSITIONS_SHOWN_MAX, shipmentPositionsSchema } from '#shared/shipment-positions';
import { errorResponses } from '../../http/error-responses';
import { limitUploadSize } from '../../http/multipart-upload';
import { adminRoute, jsonBody, jsonContent, uuidParams } from '../../http/openapi';
import { SHIPMENT_NOT_FOUND } from '../shared/public-shipment';
import { readHandoffForm } from './handoff-form';
import { HANDOFF_NOT_FOUND } from './list-handoffs';

const TAGS = ['Custody'];

/** The handoff route's path under /api, for the app's list of routes that take files. */
export const HANDOFF_UPLOAD_PATH = /^\/api\/courier\/shipments\/[^/]+\/handoffs$/;

/** A whole handoff: six photos of the largest size, the signature and room for the framing. */
const HANDOFF_BODY_LIMIT = PHOTOS_PER_UPDATE * PHOTO_MAX_BYTES + SIGNATURE_MAX_BYTES + 1024 * 1024;

const limitHandoffSize = limitUploadSize({
  maxBytes: HANDOFF_BODY_LIMIT,
  field: 'photos',
  message: `Send at most ${PHOTOS_PER_UPDATE} photos of 10 MB or smaller.`,
});

const file = z.instanceof(File).meta({ type: 'string', format: 'binary' });

const handoffForm = z.object({
  handoff: z.string().meta({
    description: 'The Handoff as JSON: device id, kind, seals, signer, position, device time.',
  }),
  signature: file.meta({
    description: 'The signature drawn on the screen: a PNG of 200 kB at most.',
  }),
  photos: z
    .union([file, z.array(file)])
    .optional()
    .meta({ description: `Up to ${PHOTOS_PER_UPDATE} JPEG, PNG or WebP photos, 10 MB each.` }),
});

export const recordHandoff = adminRoute({
  roles: STAFF_ACCESS.assignedShipments.write,
  operationId: 'recordHandoff',
  method: 'post',
  path: '/shipments/{shipmentId}/handoffs',
  tags: TAGS,
  summary: 'Record a handoff made in the field',
  description:
    "By a courier of the crew that holds the shipment (decision 072). Pickup, then transfers, then a vault intake or the delivery; out of order is 409 on `kind`. Seals are recorded at pickup; a later handoff with other seals is recorded, puts the shipment On Hold, opens a 'Broken seal' issue and alerts Operations and the client. The same device id with the same content answers the first recording (200); with other content 409 on `device_id`. It becomes a tracking update with its photos, in one transaction.",
  middleware: [limitHandoffSize, readHandoffForm] as const,
  request: {
    params: uuidParams('shipmentId', CUSTODY_MESSAGES.notAssigned),
    body: { content: { 'multipart/form-data': { schema: handoffForm } }, required: true },
  },
  responses: {
    200: jsonContent(recordedHandoffSchema, 'Recorded before: the first recording.'),
    201: jsonContent(recordedHandoffSchema, 'Recorded.'),
    ...errorResponses(400, 404, 409, 413),
  },
});

export const reportPositions = adminRoute({
  roles: STAFF_ACCESS.assignedShipments.write,
  operationId: 'reportPositions',
  method: 'post',
  path: '/positions',
  tags: TAGS,
  summary: "Report the device's positions",
  description:
    "Every 15 seconds while a shipment is in the crew's hands, or queued while offline and sent together (decision 072). Each needs its accuracy. A shipment not the crew's is 404; one not in a crew's hands is 409; a position far from the route is stored and flagged for operations.",
  request: { body: jsonBody(positionReportSchema) },
  responses: {
    201: jsonContent(positionReceiptSchema, 'Stored.'),
    ...errorResponses(400, 404, 409),
  },
});

export const listHandoffs = adminRoute({
  roles: STAFF_ACCESS.shipments.read,
  operationId: 'listHandoffs',
  method: 'get',
  path: '/shipments/{shipmentId}/handoffs',
  tags: TAGS,
  summary: "A shipment's chain of custody",
  description: 'Every handoff recorded in the field, oldest first, with both times (decision 072).',
  request: { params: uuidParams('shipmentId', SHIPMENT_NOT_FOUND) },
  responses: {
    200: jsonContent(z.object({ handoffs: z.array(recordedHandoffSchema) }), 'The handoffs.'),
    ...errorResponses(400, 404),
  },
});

export const getShipmentPositions = adminRoute({
  roles: STAFF_ACCESS.shipments.read,
  operationId: 'getShipmentPositions',
  method: 'get',
  path: '/shipments/{shipmentId}/positions',
  tags: TAGS,
  summary: "A shipment's live map: its route and its crews' positions",
  description: `The route between the places the gazetteer knows (null for one it does not), the positions reported so far, oldest first, at most ${POSITIONS_SHOWN_MAX} (a longer history thinned, the latest kept), and the latest with its accuracy. The admin stream's \`positions_reported\` says when to read it again (decision 075).`,
  request: { params: uuidParams('shipmentId', SHIPMENT_NOT_FOUND) },
  responses: {
    200: jsonContent(shipmentPositionsSchema, 'The route and the positions.'),
    ...errorResponses(400, 404),
  },
});

export const readSignature = adminRoute({
  roles: STAFF_ACCESS.shipments.read,
  operationId: 'readHandoffSignature',
  method: 'get',
  path: '/handoffs/{handoffId}/signature',
  tags: TAGS,
  summary: 'The signature drawn at a handoff',
  description: 'The PNG as stored, re-encoded without metadata. Never changes.',
  request: { params: uuidParams('handoffId', HANDOFF_NOT_FOUND) },
  responses: {
    200: {
      content: { 'image/png': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
      description: 'The PNG.',
    },
    ...errorResponses(400, 404),
  },
});

export type RecordHandoffRoute = typeof recordHandoff;
export type ReportPositionsRoute = typeof reportPositions;
export type ListHandoffsRoute = typeof listHandoffs;
export type ReadSignatureRoute = typeof readSignature;
export type GetShipmentPositionsRoute = typeof getShipmentPositions;
