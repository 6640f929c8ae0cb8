import { STAFF_ACCESS } from '#shared/staff-access';
import { z } from '@hono/zod-openapi';
import {
  adminClientPageSchema,
  CLIENT_SORTS,
  clientOptionsSchema,
  deletedClientSchema,
} from '#shared/admin/clients';
import { clientCreateSchema, clientUpdateSchema } from '#shared/client-schema';
import { listQuerySchema, searchField } from '#shared/list-query';
import { adminClientSchema } from '#shared/portal';
import { errorResponses } from '../../http/error-responses';
import { adminRoute, jsonBody, jsonContent, uuidParams } from '../../http/openapi';

const listQuery = listQuerySchema(CLIENT_SORTS, 'created_at');
const optionsQuery = z.object({
  search: searchField,
});
const clientParams = uuidParams('clientId', 'Client not found.');

const TAGS = ['Clients'];

export const listClients = adminRoute({
  roles: STAFF_ACCESS.clients.read,
  operationId: 'listClients',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'One page of all clients',
  description: 'Searched by full name, e-mail or company, ignoring case; sorted by one column.',
  request: { query: listQuery },
  responses: {
    200: jsonContent(adminClientPageSchema, 'The page and the size of the filtered list.'),
    ...errorResponses(400),
  },
});

export const clientOptions = adminRoute({
  roles: STAFF_ACCESS.clientOptions.read,
  operationId: 'clientOptions',
  method: 'get',
  path: '/options',
  tags: TAGS,
  summary: "The client picker's choices",
  description: 'The first 20 clients, by name, whose name, e-mail or company holds the search.',
  request: { query: optionsQuery },
  responses: {
    200: jsonContent(clientOptionsSchema, 'The matching clients.'),
    ...errorResponses(400),
  },
});

export const createClient = adminRoute({
  roles: STAFF_ACCESS.clients.write,
  operationId: 'createClient',
  method: 'post',
  path: '/',
  tags: TAGS,
  summary: 'Add a client',
  description:
    'Creates the confirmed account and its client record, and e-mails an invitation whose link (valid 72 hours) lets the client choose a password.',
  request: { body: jsonBody(clientCreateSchema) },
  responses: {
    201: jsonContent(adminClientSchema, 'Created and invited.'),
    ...errorResponses(400, 409),
  },
});

export const getClient = adminRoute({
  roles: STAFF_ACCESS.clients.read,
  operationId: 'getClient',
  method: 'get',
  path: '/{clientId}',
  tags: TAGS,
  summary: 'One client record',
  request: { params: clientParams },
  responses: {
    200: jsonContent(adminClientSchema, 'The client.'),
    ...errorResponses(400, 404),
  },
});

export const updateClient = adminRoute({
  roles: STAFF_ACCESS.clients.write,
  operationId: 'updateClient',
  method: 'put',
  path: '/{clientId}',
  tags: TAGS,
  summary: "Change a client's record",
  description: "The e-mail address stays; the account's names follow the record.",
  request: { params: clientParams, body: jsonBody(clientUpdateSchema) },
  responses: {
    200: jsonContent(adminClientSchema, 'Changed.'),
    ...errorResponses(400, 404),
  },
});

export const deleteClient = adminRoute({
  roles: STAFF_ACCESS.clients.write,
  operationId: 'deleteClient',
  method: 'delete',
  path: '/{clientId}',
  tags: TAGS,
  summary: 'Delete a client and their account',
  description:
    'Ends their sessions. Refused (409) while the client still has items in the vault or shipments not yet delivered.',
  request: { params: clientParams },
  responses: {
    200: jsonContent(deletedClientSchema, 'Deleted.'),
    ...errorResponses(400, 404, 409),
  },
});

export const resetTwoFactor = adminRoute({
  roles: STAFF_ACCESS.clients.write,
  operationId: 'resetTwoFactor',
  method: 'post',
  path: '/{clientId}/two-factor/reset',
  tags: TAGS,
  summary: "Reset a client's second factor",
  description:
    'For a client who lost their authenticator and backup codes: two-factor sign-in is turned off, their trusted devices are forgotten, the change is audited and the client is told by e-mail. 409 when it is not on.',
  request: { params: clientParams },
  responses: {
    200: jsonContent(z.object({ two_factor_enabled: z.literal(false) }), 'Reset.'),
    ...errorResponses(400, 404, 409),
  },
});

export type ListClientsRoute = typeof listClients;
export type ClientOptionsRoute = typeof clientOptions;
export type CreateClientRoute = typeof createClient;
export type GetClientRoute = typeof getClient;
export type UpdateClientRoute = typeof updateClient;
export type DeleteClientRoute = typeof deleteClient;
export type ResetTwoFactorRoute = typeof resetTwoFactor;
