import { STAFF_ACCESS } from '#shared/staff-access';
import { z } from '@hono/zod-openapi';
import {
  adminVaultItemPageSchema,
  adminVaultItemSchema,
  deletedVaultItemSchema,
  VAULT_ITEM_SORTS,
} from '#shared/admin/vault-items';
import { listQuerySchema } from '#shared/list-query';
import { VAULT_CATEGORIES } from '#shared/vault-category';
import { vaultItemFormSchema } from '#shared/vault-item-schema';
import { errorResponses } from '../../http/error-responses';
import { adminRoute, jsonBody, jsonContent, uuidParams } from '../../http/openapi';
import { VAULT_ITEM_NOT_FOUND } from './vault-item-columns';

const listQuery = listQuerySchema(VAULT_ITEM_SORTS, 'created_at').extend({
  category: z.enum(VAULT_CATEGORIES, { error: 'Unknown category.' }).optional(),
});
const vaultItemParams = uuidParams('itemId', VAULT_ITEM_NOT_FOUND);

export const listVaultItems = adminRoute({
  roles: STAFF_ACCESS.vaultItems.read,
  operationId: 'listVaultItems',
  method: 'get',
  path: '/',
  tags: ['Vault'],
  summary: "One page of every client's vault items",
  description:
    'Searched by item name, location code, client name or e-mail; filtered by category; sorted by any listed column.',
  request: { query: listQuery },
  responses: {
    200: jsonContent(adminVaultItemPageSchema, 'The page and the size of the whole filtered list.'),
    ...errorResponses(400),
  },
});

export const createVaultItem = adminRoute({
  roles: STAFF_ACCESS.vaultItems.write,
  operationId: 'createVaultItem',
  method: 'post',
  path: '/',
  tags: ['Vault'],
  summary: 'Store an item for a client',
  description:
    "Recorded as 'Created' in the client's access log. A client that does not exist is refused on `client_id`.",
  request: { body: jsonBody(vaultItemFormSchema) },
  responses: {
    201: jsonContent(adminVaultItemSchema, 'The item as stored.'),
    ...errorResponses(400),
  },
});

export const getVaultItem = adminRoute({
  roles: STAFF_ACCESS.vaultItems.read,
  operationId: 'getVaultItem',
  method: 'get',
  path: '/{itemId}',
  tags: ['Vault'],
  summary: 'One vault item',
  request: { params: vaultItemParams },
  responses: {
    200: jsonContent(adminVaultItemSchema, 'The item and its client.'),
    ...errorResponses(400, 404),
  },
});

export const updateVaultItem = adminRoute({
  roles: STAFF_ACCESS.vaultItems.write,
  operationId: 'updateVaultItem',
  method: 'put',
  path: '/{itemId}',
  tags: ['Vault'],
  summary: 'Edit a vault item',
  description:
    "A new location code is recorded as 'Moved', anything else as 'Updated'; an item handed to another client is recorded in both clients' logs.",
  request: { params: vaultItemParams, body: jsonBody(vaultItemFormSchema) },
  responses: {
    200: jsonContent(adminVaultItemSchema, 'The item as saved.'),
    ...errorResponses(400, 404),
  },
});

export const deleteVaultItem = adminRoute({
  roles: STAFF_ACCESS.vaultItems.write,
  operationId: 'deleteVaultItem',
  method: 'delete',
  path: '/{itemId}',
  tags: ['Vault'],
  summary: 'Delete a vault item',
  description: "The client's access log keeps 'Deleted by staff'.",
  request: { params: vaultItemParams },
  responses: {
    200: jsonContent(deletedVaultItemSchema, 'The item that went.'),
    ...errorResponses(400, 404),
  },
});

export type ListVaultItemsRoute = typeof listVaultItems;
export type CreateVaultItemRoute = typeof createVaultItem;
export type GetVaultItemRoute = typeof getVaultItem;
export type UpdateVaultItemRoute = typeof updateVaultItem;
export type DeleteVaultItemRoute = typeof deleteVaultItem;
