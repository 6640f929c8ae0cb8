import { z } from '@hono/zod-openapi';
import {
  invitationSignUpSchema,
  invitationViewSchema,
  joinedSchema,
  TEAM_MESSAGES,
} from '#shared/team';
import { errorResponses } from '../../http/error-responses';
import { jsonBody, jsonContent, publicRoute, signedInRoute } from '../../http/openapi';

const TAGS = ['Team'];

const tokenParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, TEAM_MESSAGES.invitationNotFound)
    .meta({ description: 'The token of the link the invitation e-mail carried.' }),
});

export const viewInvitation = publicRoute({
  operationId: 'viewInvitation',
  method: 'get',
  path: '/{token}',
  tags: TAGS,
  summary: 'The invitation of a link',
  description:
    'Its organisation, role and status, and whether its address has an account (then sign in to accept, else sign up). A token replaced by a re-sent invitation answers 404.',
  request: { params: tokenParams },
  responses: {
    200: jsonContent(invitationViewSchema, 'The invitation.'),
    ...errorResponses(400, 404),
  },
});

export const acceptInvitation = signedInRoute({
  operationId: 'acceptInvitation',
  method: 'post',
  path: '/{token}/accept',
  tags: TAGS,
  summary: 'Join the organisation, signed in with the invited address',
  description:
    'The session works in the organisation from its next request. Another account is refused with 403; an expired, withdrawn or accepted invitation, or a person already in the organisation, with 409.',
  request: { params: tokenParams },
  responses: {
    200: jsonContent(joinedSchema, 'Joined.'),
    ...errorResponses(400, 403, 404, 409),
  },
});

export const signUpFromInvitation = publicRoute({
  operationId: 'signUpFromInvitation',
  method: 'post',
  path: '/{token}/sign-up',
  tags: TAGS,
  summary: 'Open an account from an invitation and join',
  description:
    'The account is opened confirmed (the link came to its address) with the invitation’s role and no organisation of its own; then sign in with the address and password. An address that has an account is refused with 409, as is an invitation no longer open. The password rules are sign-up’s.',
  request: { params: tokenParams, body: jsonBody(invitationSignUpSchema) },
  responses: {
    201: jsonContent(joinedSchema, 'Opened and joined.'),
    ...errorResponses(400, 404, 409),
  },
});

export type ViewInvitationRoute = typeof viewInvitation;
export type AcceptInvitationRoute = typeof acceptInvitation;
export type SignUpFromInvitationRoute = typeof signUpFromInvitation;
