import { STAFF_ACCESS } from '#shared/staff-access';
import {
  crewFormSchema,
  crewListSchema,
  crewSchema,
  deletedCrewSchema,
  DISPATCH_MESSAGES,
  vehicleChangeSchema,
  vehicleFormSchema,
  vehicleListSchema,
  vehicleSchema,
} from '#shared/admin/dispatch';
import { boardQuerySchema, dispatchBoardSchema } from '#shared/admin/dispatch-board';
import { errorResponses } from '../../http/error-responses';
import { adminRoute, jsonBody, jsonContent, uuidParams } from '../../http/openapi';

const VEHICLE_TAGS = ['Vehicles'];
const CREW_TAGS = ['Crews'];

const vehicleParams = uuidParams('vehicleId', DISPATCH_MESSAGES.vehicleNotFound);
const crewParams = uuidParams('crewId', DISPATCH_MESSAGES.crewNotFound);

export const listVehicles = adminRoute({
  roles: STAFF_ACCESS.dispatch.read,
  operationId: 'listVehicles',
  method: 'get',
  path: '/',
  tags: VEHICLE_TAGS,
  summary: 'Our vehicles',
  description: 'In service first, by registration (decision 072).',
  responses: { 200: jsonContent(vehicleListSchema, 'The vehicles.') },
});

export const addVehicle = adminRoute({
  roles: STAFF_ACCESS.settings.write,
  operationId: 'addVehicle',
  method: 'post',
  path: '/',
  tags: VEHICLE_TAGS,
  summary: 'Add a vehicle, in service',
  description: 'A registration already on record, in any case, is 409 on `registration`.',
  request: { body: jsonBody(vehicleFormSchema) },
  responses: {
    201: jsonContent(vehicleSchema, 'Added.'),
    ...errorResponses(400, 409),
  },
});

export const changeVehicle = adminRoute({
  roles: STAFF_ACCESS.settings.write,
  operationId: 'changeVehicle',
  method: 'patch',
  path: '/{vehicleId}',
  tags: VEHICLE_TAGS,
  summary: 'Take a vehicle out of service, or back',
  description:
    'A retired vehicle is offered no more; the shipments and handoffs that name it keep it.',
  request: { params: vehicleParams, body: jsonBody(vehicleChangeSchema) },
  responses: {
    200: jsonContent(vehicleSchema, 'Changed.'),
    ...errorResponses(400, 404),
  },
});

export const listCrews = adminRoute({
  roles: STAFF_ACCESS.dispatch.read,
  operationId: 'listCrews',
  method: 'get',
  path: '/',
  tags: CREW_TAGS,
  summary: 'The crews, with their couriers',
  description: 'By name, each with how many open shipments it carries (decision 072).',
  responses: { 200: jsonContent(crewListSchema, 'The crews.') },
});

export const createCrew = adminRoute({
  roles: STAFF_ACCESS.dispatch.write,
  operationId: 'createCrew',
  method: 'post',
  path: '/',
  tags: CREW_TAGS,
  summary: 'Make a crew of one or more couriers',
  description:
    'Every courier must be active and ride with no other crew (409 on `courier_ids`); a name taken, in any case, is 409 on `name`.',
  request: { body: jsonBody(crewFormSchema) },
  responses: {
    201: jsonContent(crewSchema, 'Created.'),
    ...errorResponses(400, 409),
  },
});

export const updateCrew = adminRoute({
  roles: STAFF_ACCESS.dispatch.write,
  operationId: 'updateCrew',
  method: 'put',
  path: '/{crewId}',
  tags: CREW_TAGS,
  summary: "Change a crew's name and couriers",
  description: 'The same rules as making one; its shipments stay with it.',
  request: { params: crewParams, body: jsonBody(crewFormSchema) },
  responses: {
    200: jsonContent(crewSchema, 'Changed.'),
    ...errorResponses(400, 404, 409),
  },
});

export const deleteCrew = adminRoute({
  roles: STAFF_ACCESS.dispatch.write,
  operationId: 'deleteCrew',
  method: 'delete',
  path: '/{crewId}',
  tags: CREW_TAGS,
  summary: 'Delete a crew that carries nothing open',
  description: 'A crew with open shipments is 409: give them to another crew first.',
  request: { params: crewParams },
  responses: {
    200: jsonContent(deletedCrewSchema, 'Deleted.'),
    ...errorResponses(400, 404, 409),
  },
});

export const getDispatchBoard = adminRoute({
  roles: STAFF_ACCESS.dispatch.read,
  operationId: 'getDispatchBoard',
  method: 'get',
  path: '/board',
  tags: ['Dispatch'],
  summary: "A day's shipments by crew, the unassigned, and the late or flagged",
  description:
    "The Dispatch board (decision 076): the open shipments whose next step (pickup, else delivery) falls on `day` (today or tomorrow on the company's clock) by crew, and those with no crew; and, of any day, those late (pickup or delivery overdue, no position for 10 minutes while a crew holds them) or whose chain is flagged (a custody gap over 24 hours, a transfer without signature, far from the route). Each list is cut at its limit and says how many more there are.",
  request: { query: boardQuerySchema },
  responses: {
    200: jsonContent(dispatchBoardSchema, 'The board.'),
    ...errorResponses(400),
  },
});

export type GetDispatchBoardRoute = typeof getDispatchBoard;
export type ListVehiclesRoute = typeof listVehicles;
export type AddVehicleRoute = typeof addVehicle;
export type ChangeVehicleRoute = typeof changeVehicle;
export type ListCrewsRoute = typeof listCrews;
export type CreateCrewRoute = typeof createCrew;
export type UpdateCrewRoute = typeof updateCrew;
export type DeleteCrewRoute = typeof deleteCrew;
