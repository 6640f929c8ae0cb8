import { DELEGATION_MESSAGES, sharedItemSchema, sharedWithMeSchema } from '#shared/delegation';
import { errorResponses } from '../../http/error-responses';
import { jsonContent, signedInRoute, uuidParams } from '../../http/openapi';

const TAGS = ['Shared with me'];

export const listShared = signedInRoute({
  operationId: 'listShared',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'What other organisations share with the account, while it lasts',
  description:
    'Each grant accepted and not yet ended or withdrawn, soonest end first, with its items (no location; the value only where the grant shows values) and shipments. Nothing once the end date has passed.',
  responses: { 200: jsonContent(sharedWithMeSchema, 'The grants.') },
});

export const viewSharedItem = signedInRoute({
  operationId: 'viewSharedItem',
  method: 'get',
  path: '/items/{itemId}',
  tags: TAGS,
  summary: 'One vault item shared with the account',
  description:
    "Reading it is an access: it is recorded in the item's access log under the reader's name. An item not shared with the account, or no longer, answers 404.",
  request: { params: uuidParams('itemId', DELEGATION_MESSAGES.notShared) },
  responses: {
    200: jsonContent(sharedItemSchema, 'The item.'),
    ...errorResponses(400, 404),
  },
});

export type ListSharedRoute = typeof listShared;
export type ViewSharedItemRoute = typeof viewSharedItem;
