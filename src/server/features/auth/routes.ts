import { z } from '@hono/zod-openapi';
import { apiErrorBodySchema } from '#shared/api-error';
import { sessionSchema } from '#shared/session';
import { signInAnswerSchema } from '#shared/two-factor';
import {
  passwordResetRequestSchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  verificationEmailBodySchema,
} from '#shared/sign-up-schema';
import { errorResponses, OTHERWISE_AN_ERROR } from '../../http/error-responses';
import { jsonBody, jsonContent, publicRoute } from '../../http/openapi';
import { SIGN_UP_ANSWER } from './forward-to-better-auth';
import { PASSWORD_RESET_REQUESTED } from './request-reset';

const TAGS = ['Accounts'];

const statusTrue = z.object({ status: z.literal(true) });

const redirect = (description: string) => ({
  302: { description, headers: z.object({ Location: z.string() }) },
});

export const getSession = publicRoute({
  operationId: 'getSession',
  method: 'get',
  path: '/get-session',
  tags: TAGS,
  summary: 'Who is signed in',
  description:
    'The session and its user, or null when signed out. A session idle for 30 minutes ends here, as on every route.',
  responses: {
    200: jsonContent(sessionSchema.nullable(), 'The session, or null.'),
    ...errorResponses(400),
  },
});

export const signUp = publicRoute({
  operationId: 'signUp',
  method: 'post',
  path: '/sign-up/email',
  tags: TAGS,
  summary: 'Open an account',
  description:
    'Mails a confirmation link; the account can sign in once it is followed. The answer is the same whether or not the address is already registered (its owner is told by e-mail). A common password, or one containing the e-mail address or a name, is refused with 400 on password.',
  request: { body: jsonBody(signUpBodySchema) },
  responses: {
    200: jsonContent(
      z.object({ status: z.literal(SIGN_UP_ANSWER.status) }).meta({ id: 'SignUpAnswer' }),
      'A confirmation link is on its way.',
    ),
    ...errorResponses(400, 429),
  },
});

export const signIn = publicRoute({
  operationId: 'signIn',
  method: 'post',
  path: '/sign-in/email',
  tags: TAGS,
  summary: 'Sign in',
  description:
    'Sets the httpOnly session cookie; the token never appears in the body. An account with two-factor sign-in answers `two_factor_required` instead and gets a 10-minute challenge cookie: POST /two-factor/verify-totp or /two-factor/verify-backup-code finishes it (a device trusted for 30 days skips it). Every attempt is audited.',
  request: { body: jsonBody(signInBodySchema) },
  responses: {
    200: jsonContent(signInAnswerSchema, 'Signed in, or the second factor is asked.'),
    401: jsonContent(apiErrorBodySchema, 'Wrong e-mail or password.'),
    403: jsonContent(apiErrorBodySchema, 'The e-mail address is not confirmed yet.'),
    ...errorResponses(400, 429),
  },
});

export const signOut = publicRoute({
  operationId: 'signOut',
  method: 'post',
  path: '/sign-out',
  tags: TAGS,
  summary: 'Sign out',
  description: 'Ends the session and clears its cookie. The body is an empty JSON object.',
  request: { body: jsonBody(z.object({})) },
  responses: {
    200: jsonContent(z.object({ success: z.literal(true) }), 'Signed out.'),
    ...errorResponses(400),
  },
});

export const verificationLink = publicRoute({
  operationId: 'verificationLink',
  method: 'get',
  path: '/verify-email',
  tags: TAGS,
  summary: 'Follow the link of the confirmation e-mail',
  request: {
    query: z.object({ token: z.string().optional(), callbackURL: z.string().optional() }),
  },
  responses: {
    ...redirect('To the callback page, with ?error= when the link is invalid or expired.'),
    200: jsonContent(statusTrue, 'Confirmed, when no callbackURL was given.'),
    401: jsonContent(
      apiErrorBodySchema,
      'An invalid or expired link, when no callbackURL was given.',
    ),
    ...errorResponses(400),
  },
});

export const verificationEmail = publicRoute({
  operationId: 'verificationEmail',
  method: 'post',
  path: '/send-verification-email',
  tags: TAGS,
  summary: 'Mail the confirmation link again',
  request: { body: jsonBody(verificationEmailBodySchema) },
  responses: {
    200: jsonContent(statusTrue, 'Sent, if the address has an unconfirmed account.'),
    ...errorResponses(400, 429),
  },
});

export const requestReset = publicRoute({
  operationId: 'requestReset',
  method: 'post',
  path: '/request-password-reset',
  tags: TAGS,
  summary: 'Mail a password reset link',
  description:
    'Answers before the account is looked up, so neither the answer nor its time says whether the address is registered.',
  request: { body: jsonBody(passwordResetRequestSchema) },
  responses: {
    200: jsonContent(
      z.object({
        status: z.literal(PASSWORD_RESET_REQUESTED.status),
        message: z.literal(PASSWORD_RESET_REQUESTED.message),
      }),
      'The same answer for every address.',
    ),
    ...errorResponses(400, 429),
  },
});

export const resetLink = publicRoute({
  operationId: 'resetLink',
  method: 'get',
  path: '/reset-password/{token}',
  tags: TAGS,
  summary: 'Follow the link of the password reset e-mail',
  request: {
    params: z.object({ token: z.string() }),
    query: z.object({ callbackURL: z.string().optional() }),
  },
  responses: {
    ...redirect('To the callback page with ?token=, or with ?error=INVALID_TOKEN.'),
    ...errorResponses(400),
    ...OTHERWISE_AN_ERROR,
  },
});

export const resetPassword = publicRoute({
  operationId: 'resetPassword',
  method: 'post',
  path: '/reset-password',
  tags: TAGS,
  summary: 'Choose a new password with the token of the e-mailed link',
  description:
    "Also sets an invited client's first password. A common password, or one containing the account's e-mail address or name, is refused with 400 on newPassword, and the link stays usable.",
  request: { body: jsonBody(resetPasswordBodySchema) },
  responses: {
    200: jsonContent(statusTrue, 'The password is changed; other sessions are ended.'),
    ...errorResponses(400, 429),
  },
});

export type GetSessionRoute = typeof getSession;
export type SignUpRoute = typeof signUp;
export type SignInRoute = typeof signIn;
export type SignOutRoute = typeof signOut;
export type VerificationLinkRoute = typeof verificationLink;
export type VerificationEmailRoute = typeof verificationEmail;
export type RequestResetRoute = typeof requestReset;
export type ResetLinkRoute = typeof resetLink;
export type ResetPasswordRoute = typeof resetPassword;
