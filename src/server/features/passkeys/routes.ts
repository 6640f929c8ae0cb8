import { apiErrorBodySchema } from '#shared/api-error';
import {
  addPasskeyBodySchema,
  authenticationOptionsSchema,
  PASSKEY_MESSAGES,
  passkeyAssertionBodySchema,
  passkeyListSchema,
  passkeySchema,
  registrationOptionsSchema,
  removedPasskeySchema,
} from '#shared/passkeys';
import { reauthenticatedSchema } from '#shared/account';
import { signedInSchema } from '#shared/two-factor';
import { errorResponses } from '../../http/error-responses';
import { jsonBody, jsonContent, publicRoute, signedInRoute, uuidParams } from '../../http/openapi';

const TAGS = ['Passkeys'];

/** A change of the account's passkeys needs a sign-in or re-authentication of the last 10 minutes. */
const reauthenticationRequired = {
  403: jsonContent(
    apiErrorBodySchema,
    'REAUTHENTICATION_REQUIRED: the session signed in (or re-authenticated) more than 10 minutes ago; POST /api/account/reauthenticate (password) or /api/account/reauthenticate/passkey, then retry.',
  ),
};

export const listPasskeys = signedInRoute({
  operationId: 'listPasskeys',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: "The account's passkeys",
  description: 'Newest first. Neither the public key nor the credential id is shown.',
  responses: { 200: jsonContent(passkeyListSchema, 'The passkeys.') },
});

export const registrationOptions = signedInRoute({
  operationId: 'registrationOptions',
  method: 'post',
  path: '/registration-options',
  tags: TAGS,
  summary: 'Start adding a passkey',
  description:
    "Options for the browser's navigator.credentials.create(): a discoverable credential with user verification, none on an authenticator that already holds one of the account's passkeys. The challenge is kept on the server for 5 minutes, for this session, and answers once.",
  responses: {
    200: jsonContent(registrationOptionsSchema, 'The options.'),
    ...reauthenticationRequired,
  },
});

export const addPasskey = signedInRoute({
  operationId: 'addPasskey',
  method: 'post',
  path: '/',
  tags: TAGS,
  summary: 'Add the passkey the browser created',
  description:
    "With the name the owner gave it. The browser's answer must carry this session's challenge, our origin and RP ID and user verification; a refused answer is a 400 on `response`, and the challenge is used up either way. Audited; the owner is e-mailed a security alert.",
  request: { body: jsonBody(addPasskeyBodySchema) },
  responses: {
    201: jsonContent(passkeySchema, 'Added.'),
    ...reauthenticationRequired,
    ...errorResponses(400, 409),
  },
});

export const removePasskey = signedInRoute({
  operationId: 'removePasskey',
  method: 'delete',
  path: '/{passkeyId}',
  tags: TAGS,
  summary: 'Remove a passkey',
  description:
    "It signs in no more. Another account's passkey is not found. Audited; the owner is e-mailed a security alert.",
  request: { params: uuidParams('passkeyId', PASSKEY_MESSAGES.notFound) },
  responses: {
    200: jsonContent(removedPasskeySchema, 'Removed.'),
    ...reauthenticationRequired,
    ...errorResponses(400, 404),
  },
});

export const reauthenticationOptions = signedInRoute({
  operationId: 'reauthenticationOptions',
  method: 'post',
  path: '/passkey-options',
  tags: TAGS,
  summary: 'Start proving who you are again with a passkey',
  description:
    "Options for navigator.credentials.get() listing the account's own passkeys, with user verification. The challenge is kept on the server for 5 minutes, for this session, and answers once. An account without a passkey gets 404.",
  responses: {
    200: jsonContent(authenticationOptionsSchema, 'The options.'),
    ...errorResponses(404),
  },
});

export const reauthenticateWithPasskey = signedInRoute({
  operationId: 'reauthenticateWithPasskey',
  method: 'post',
  path: '/passkey',
  tags: TAGS,
  summary: 'Prove who you are again with a passkey',
  description:
    "The browser's answer, by one of the account's own passkeys, to this session's challenge. Opens the 10-minute window in which passkeys, the password and the second factor may be changed. A refused answer is a 400 on `response`. Audited.",
  request: { body: jsonBody(passkeyAssertionBodySchema) },
  responses: {
    200: jsonContent(reauthenticatedSchema, 'Re-authenticated.'),
    ...errorResponses(400),
  },
});

export const signInOptions = publicRoute({
  operationId: 'signInOptions',
  method: 'post',
  path: '/sign-in-options',
  tags: TAGS,
  summary: 'Start a passkey sign-in',
  description:
    'Options for navigator.credentials.get(): no credential listed, so the authenticator offers the passkeys it holds for this site, and user verification required. The challenge is kept on the server for 5 minutes and tied to this browser by a signed, httpOnly cookie; it answers once. 60 requests per 15 minutes per address.',
  responses: {
    200: jsonContent(authenticationOptionsSchema, 'The options; the challenge cookie is set.'),
    ...errorResponses(429),
  },
});

export const signInWithPasskey = publicRoute({
  operationId: 'signInWithPasskey',
  method: 'post',
  path: '/sign-in',
  tags: TAGS,
  summary: 'Sign in with a passkey',
  description:
    "The browser's answer to this browser's challenge. A passkey with user verification is both factors, so no second factor is asked. Sets the httpOnly session cookie like every sign-in; the token never appears in the body. An unknown passkey, a wrong, used or expired challenge, another origin, a signature counter that went back or an unconfirmed address are all a 401 with one message. Every attempt is audited. 30 requests per 15 minutes per address.",
  request: { body: jsonBody(passkeyAssertionBodySchema) },
  responses: {
    200: jsonContent(signedInSchema, 'Signed in.'),
    401: jsonContent(apiErrorBodySchema, PASSKEY_MESSAGES.signInFailed),
    ...errorResponses(400, 429),
  },
});

export type ListPasskeysRoute = typeof listPasskeys;
export type RegistrationOptionsRoute = typeof registrationOptions;
export type AddPasskeyRoute = typeof addPasskey;
export type RemovePasskeyRoute = typeof removePasskey;
export type ReauthenticationOptionsRoute = typeof reauthenticationOptions;
export type ReauthenticateWithPasskeyRoute = typeof reauthenticateWithPasskey;
export type SignInOptionsRoute = typeof signInOptions;
export type SignInWithPasskeyRoute = typeof signInWithPasskey;
