import { CLIENT_ACCESS } from '#shared/client-roles';
import { z } from '@hono/zod-openapi';
import { nextOfKinSchema, personalInfoSchema } from '#shared/client-profile-schema';
import { pageField, searchField } from '#shared/list-query';
import {
  accessLogPageSchema,
  clientProfileSchema,
  clientShipmentListSchema,
  vaultItemDetailsSchema,
  vaultItemListSchema,
} from '#shared/portal';
import { shipmentPositionsSchema } from '#shared/shipment-positions';
import { VAULT_CATEGORIES } from '#shared/vault-category';
import { errorResponses, reauthenticationResponses } from '../../http/error-responses';
import { jsonBody, jsonContent, signedInRoute, uuidParams, clientRoute } from '../../http/openapi';
import { SHIPMENT_NOT_FOUND } from '../shared/public-shipment';

const vaultItemsQuery = z.object({
  search: searchField.meta({ description: 'Part of the name or description, any case.' }),
  category: z.enum(VAULT_CATEGORIES, { error: 'Unknown category.' }).optional(),
});

const vaultItemParams = uuidParams('itemId', 'Not a valid item id.');

const pageQuery = z.object({ page: pageField });

const TAGS = ['Portal'];

/** Every portal route answers this 404 when the account has no client record. */
const NO_CLIENT_RECORD = 'An account without a client record (an administrator) gets a 404.';

export const listOwnVaultItems = signedInRoute({
  operationId: 'listOwnVaultItems',
  method: 'get',
  path: '/items',
  tags: TAGS,
  summary: "The client's vault items",
  description: `Newest first, filtered by name or description and by category. ${NO_CLIENT_RECORD}`,
  request: { query: vaultItemsQuery },
  responses: {
    200: jsonContent(vaultItemListSchema, "The client's items."),
    ...errorResponses(400, 404),
  },
});

export const viewVaultItem = signedInRoute({
  operationId: 'viewVaultItem',
  method: 'get',
  path: '/items/{itemId}',
  tags: TAGS,
  summary: 'One vault item with its location and value',
  description:
    "Reading them is an access to the item: it is recorded in the access log. Another client's item answers like one that does not exist.",
  request: { params: vaultItemParams },
  responses: {
    200: jsonContent(vaultItemDetailsSchema, 'The item.'),
    ...errorResponses(400, 404),
  },
});

export const listOwnShipments = signedInRoute({
  operationId: 'listOwnShipments',
  method: 'get',
  path: '/shipments',
  tags: TAGS,
  summary: "The client's shipments",
  description: `Newest first. ${NO_CLIENT_RECORD}`,
  responses: {
    200: jsonContent(clientShipmentListSchema, "The client's shipments."),
    ...errorResponses(404),
  },
});

export const getOwnShipmentPositions = signedInRoute({
  operationId: 'getOwnShipmentPositions',
  method: 'get',
  path: '/shipments/{shipmentId}/positions',
  tags: TAGS,
  summary: "One of the organisation's shipments on the live map",
  description:
    "Its route, its crews' positions so far and the latest, as staff read them (decision 075). Another organisation's shipment, and any for an account in no organisation, answers like one that does not exist. The stream's `positions_reported` says when to read it again.",
  request: { params: uuidParams('shipmentId', SHIPMENT_NOT_FOUND) },
  responses: {
    200: jsonContent(shipmentPositionsSchema, 'The route and the positions.'),
    ...errorResponses(400, 404),
  },
});

export const listAccessLog = signedInRoute({
  operationId: 'listAccessLog',
  method: 'get',
  path: '/access-log',
  tags: TAGS,
  summary: "One page of the client's access audit trail",
  description: `Who did what to the client's items and shipments, newest first; staff appear as OTC staff. ${NO_CLIENT_RECORD}`,
  request: { query: pageQuery },
  responses: {
    200: jsonContent(accessLogPageSchema, 'The page and the size of the whole log.'),
    ...errorResponses(400, 404),
  },
});

export const exportAccessLog = signedInRoute({
  operationId: 'exportAccessLog',
  method: 'get',
  path: '/access-log.csv',
  tags: TAGS,
  summary: "The client's whole access audit trail as CSV",
  description: `A download (otc-access-log.csv), newest first, UTF-8 with a byte order mark. An export of client data: once the session's sign-in is more than 10 minutes old, the password is asked again first (403 REAUTHENTICATION_REQUIRED). ${NO_CLIENT_RECORD}`,
  responses: {
    200: {
      content: {
        'text/csv': {
          schema: z.string().meta({
            description:
              'A header line (Time (UTC), Item ID, Item, Action, By, IP address, Location), then one line per event.',
          }),
        },
      },
      description: 'The log as an attachment.',
    },
    ...reauthenticationResponses('signed-in'),
    ...errorResponses(404),
  },
});

export const getProfile = signedInRoute({
  operationId: 'getProfile',
  method: 'get',
  path: '/profile',
  tags: TAGS,
  summary: "The client's own record",
  responses: {
    200: jsonContent(clientProfileSchema, 'Every field of the record.'),
    ...errorResponses(404),
  },
});

export const updatePersonalInfo = clientRoute({
  clientRoles: CLIENT_ACCESS.profile,
  operationId: 'updatePersonalInfo',
  method: 'put',
  path: '/profile',
  tags: TAGS,
  summary: 'Change Personal Info',
  description:
    'The names of the account that holds the record follow it. Recorded in the access log.',
  request: { body: jsonBody(personalInfoSchema) },
  responses: {
    200: jsonContent(clientProfileSchema, 'The record as changed.'),
    ...errorResponses(400, 404),
  },
});

export const updateNextOfKin = clientRoute({
  clientRoles: CLIENT_ACCESS.profile,
  operationId: 'updateNextOfKin',
  method: 'put',
  path: '/profile/next-of-kin',
  tags: TAGS,
  summary: 'Change Next of Kin',
  description: 'Every field is optional; a blank one is cleared. Recorded in the access log.',
  request: { body: jsonBody(nextOfKinSchema) },
  responses: {
    200: jsonContent(clientProfileSchema, 'The record as changed.'),
    ...errorResponses(400, 404),
  },
});

export type ListOwnVaultItemsRoute = typeof listOwnVaultItems;
export type ViewVaultItemRoute = typeof viewVaultItem;
export type ListOwnShipmentsRoute = typeof listOwnShipments;
export type GetOwnShipmentPositionsRoute = typeof getOwnShipmentPositions;
export type ListAccessLogRoute = typeof listAccessLog;
export type ExportAccessLogRoute = typeof exportAccessLog;
export type GetProfileRoute = typeof getProfile;
export type UpdatePersonalInfoRoute = typeof updatePersonalInfo;
export type UpdateNextOfKinRoute = typeof updateNextOfKin;
