import {
  assignedShipmentDetailSchema,
  assignedShipmentListSchema,
  handoffTargetsSchema,
} from '#shared/courier';
import { COURIER_MESSAGES } from '#shared/admin/shipments';
import { STAFF_ACCESS } from '#shared/staff-access';
import { errorResponses } from '../../http/error-responses';
import { adminRoute, jsonContent, uuidParams } from '../../http/openapi';

const TAGS = ['Courier'];

export const listAssignedShipments = adminRoute({
  roles: STAFF_ACCESS.assignedShipments.read,
  operationId: 'listAssignedShipments',
  method: 'get',
  path: '/shipments',
  tags: TAGS,
  summary: 'The shipments assigned to the courier',
  description: 'Without their values (decision 066).',
  responses: { 200: jsonContent(assignedShipmentListSchema, 'The shipments.') },
});

export const getAssignedShipment = adminRoute({
  roles: STAFF_ACCESS.assignedShipments.read,
  operationId: 'getAssignedShipment',
  method: 'get',
  path: '/shipments/{shipmentId}',
  tags: TAGS,
  summary: 'One shipment assigned to the courier, with its tracking history',
  description:
    "Without its value. A shipment not assigned to the caller answers 404, whether or not it exists; its value is the admin shipment detail's, which refuses a Courier.",
  request: { params: uuidParams('shipmentId', COURIER_MESSAGES.notAssigned) },
  responses: {
    200: jsonContent(assignedShipmentDetailSchema, 'The shipment; its updates newest first.'),
    ...errorResponses(400, 404),
  },
});

export const listHandoffTargets = adminRoute({
  roles: STAFF_ACCESS.assignedShipments.write,
  operationId: 'listHandoffTargets',
  method: 'get',
  path: '/handoff-targets',
  tags: TAGS,
  summary: 'The crews and vehicles a shipment may be transferred to',
  description: 'Every crew, and the vehicles in service (decision 072).',
  responses: { 200: jsonContent(handoffTargetsSchema, 'The crews and vehicles.') },
});

export type ListAssignedShipmentsRoute = typeof listAssignedShipments;
export type GetAssignedShipmentRoute = typeof getAssignedShipment;
export type ListHandoffTargetsRoute = typeof listHandoffTargets;
