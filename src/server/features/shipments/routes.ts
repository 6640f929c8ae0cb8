import { STAFF_ACCESS } from '#shared/staff-access';
import { z } from '@hono/zod-openapi';
import {
  adminShipmentDetailSchema,
  adminShipmentPageSchema,
  addedTrackingUpdateSchema,
  savedShipmentSchema,
  SHIPMENT_SORTS,
} from '#shared/admin/shipments';
import { courierOptionsSchema, crewAssignmentSchema } from '#shared/admin/dispatch';
import { listQuerySchema } from '#shared/list-query';
import { shipmentFormSchema, trackingUpdateSchema } from '#shared/shipment-schema';
import { SHIPMENT_STATUSES } from '#shared/shipment-status';
import { errorResponses } from '../../http/error-responses';
import { adminRoute, jsonBody, jsonContent, uuidParams } from '../../http/openapi';

const listQuery = listQuerySchema(SHIPMENT_SORTS, 'created_at').extend({
  status: z.enum(SHIPMENT_STATUSES, { error: 'Unknown status.' }).optional(),
});

const shipmentParams = uuidParams('shipmentId', 'Shipment not found.');

const TAGS = ['Shipments'];

export const listShipments = adminRoute({
  roles: STAFF_ACCESS.shipments.read,
  operationId: 'listShipments',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'One page of all shipments',
  description:
    'Searched by tracking number, origin, destination or client (name, e-mail, company); filtered by status; sorted by one column.',
  request: { query: listQuery },
  responses: {
    200: jsonContent(adminShipmentPageSchema, 'The page and the size of the filtered list.'),
    ...errorResponses(400),
  },
});

export const createShipment = adminRoute({
  roles: STAFF_ACCESS.shipments.write,
  operationId: 'createShipment',
  method: 'post',
  path: '/',
  tags: TAGS,
  summary: 'Create a shipment',
  description:
    'The tracking number is OTC and the time in milliseconds. Reaching Delivered records the delivery time. The client learns of it in their access log.',
  request: { body: jsonBody(shipmentFormSchema) },
  responses: {
    201: jsonContent(savedShipmentSchema, 'Created.'),
    ...errorResponses(400),
  },
});

export const getShipment = adminRoute({
  roles: STAFF_ACCESS.shipments.read,
  operationId: 'getShipment',
  method: 'get',
  path: '/{shipmentId}',
  tags: TAGS,
  summary: 'One shipment with its client and tracking history',
  request: { params: shipmentParams },
  responses: {
    200: jsonContent(adminShipmentDetailSchema, 'The shipment; its updates newest first.'),
    ...errorResponses(400, 404),
  },
});

export const updateShipment = adminRoute({
  roles: STAFF_ACCESS.shipments.write,
  operationId: 'updateShipment',
  method: 'put',
  path: '/{shipmentId}',
  tags: TAGS,
  summary: "Change a shipment's details",
  description:
    'The whole form is sent. Leaving Delivered clears the delivery time. The client learns of it in their access log.',
  request: { params: shipmentParams, body: jsonBody(shipmentFormSchema) },
  responses: {
    200: jsonContent(savedShipmentSchema, 'Changed.'),
    ...errorResponses(400, 404),
  },
});

export const deleteShipment = adminRoute({
  roles: STAFF_ACCESS.shipments.write,
  operationId: 'deleteShipment',
  method: 'delete',
  path: '/{shipmentId}',
  tags: TAGS,
  summary: 'Delete a shipment and its tracking history',
  description: "The client's access log keeps the record.",
  request: { params: shipmentParams },
  responses: {
    200: jsonContent(savedShipmentSchema, 'Deleted.'),
    ...errorResponses(400, 404),
  },
});

export const addTrackingUpdate = adminRoute({
  roles: STAFF_ACCESS.shipments.write,
  operationId: 'addTrackingUpdate',
  method: 'post',
  path: '/{shipmentId}/updates',
  tags: TAGS,
  summary: 'Add a tracking update',
  description:
    "Moves the shipment to the update's status and location in the same change; reaching Delivered records the delivery time.",
  request: { params: shipmentParams, body: jsonBody(trackingUpdateSchema) },
  responses: {
    201: jsonContent(addedTrackingUpdateSchema, 'Added.'),
    ...errorResponses(400, 404),
  },
});

export const listCouriers = adminRoute({
  roles: STAFF_ACCESS.dispatch.write,
  operationId: 'listCouriers',
  method: 'get',
  path: '/couriers',
  tags: TAGS,
  summary: 'The couriers a crew can be made of',
  description: 'Every active Courier, by name (decision 072).',
  responses: { 200: jsonContent(courierOptionsSchema, 'The couriers.') },
});

export const assignCrew = adminRoute({
  roles: STAFF_ACCESS.dispatch.write,
  operationId: 'assignCrew',
  method: 'put',
  path: '/{shipmentId}/crew',
  tags: TAGS,
  summary: 'Give a shipment to a crew and a vehicle, or to no one',
  description:
    "The crew's couriers then see it, without its value (decisions 066, 072). The same crew and vehicle again change nothing. The client's access log records it without the crew's name.",
  request: { params: shipmentParams, body: jsonBody(crewAssignmentSchema) },
  responses: {
    200: jsonContent(savedShipmentSchema, 'Assigned.'),
    ...errorResponses(400, 404),
  },
});

export type ListShipmentsRoute = typeof listShipments;
export type CreateShipmentRoute = typeof createShipment;
export type GetShipmentRoute = typeof getShipment;
export type UpdateShipmentRoute = typeof updateShipment;
export type DeleteShipmentRoute = typeof deleteShipment;
export type AddTrackingUpdateRoute = typeof addTrackingUpdate;
export type ListCouriersRoute = typeof listCouriers;
export type AssignCrewRoute = typeof assignCrew;
