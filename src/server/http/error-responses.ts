import { apiErrorBodySchema } from '#shared/api-error';
import { REAUTHENTICATION_REQUIRED_CODE, REAUTHENTICATION_WINDOW_SECONDS } from '#shared/auth';

const ERROR_DESCRIPTIONS = {
  400: 'The input was refused: `error.fields` names each field and what is wrong with it.',
  401: 'Not signed in, or the session has ended.',
  403: 'Signed in, but this is for administrators only.',
  404: 'There is no such thing, or it is not yours.',
  409: 'The change conflicts with what is stored.',
  413: 'The request is too large.',
  429: 'Too many requests from this address or for this account; `Retry-After` says when to retry.',
  503: 'A service the request needs is unavailable.',
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** One documented error answer: the one error shape of src/shared/api-error.ts, as JSON. */
function errorAnswer(description: string) {
  return { content: { 'application/json': { schema: apiErrorBodySchema } }, description };
}

/** The error answers a route may give, each described once here for the whole document. */
export function errorResponses<const Statuses extends readonly ErrorStatus[]>(
  ...statuses: Statuses
) {
  return Object.fromEntries(
    statuses.map((status) => [status, errorAnswer(ERROR_DESCRIPTIONS[status])]),
  ) as { [Status in Statuses[number]]: ReturnType<typeof errorAnswer> };
}

/**
 * What a link that only redirects (the ones in e-mails) answers when it cannot: an error in the
 * one shape, as JSON. Documented as the default answer, since no success of its is a 2xx.
 */
export const OTHERWISE_AN_ERROR = {
  default: errorAnswer(
    'Any answer but the redirect is an error in the one shape: refused input (400), too many requests (429), the database unavailable (503).',
  ),
};

const REAUTHENTICATION_REQUIRED = `\`${REAUTHENTICATION_REQUIRED_CODE}\`: the session signed in (or last confirmed its password) more than ${REAUTHENTICATION_WINDOW_SECONDS / 60} minutes ago; POST /api/account/reauthenticate with the password, then ask again.`;

/**
 * The 403 of a route behind requireRecentAuthentication (auth/recent-authentication.ts); an admin
 * route's 403 also keeps its "administrators only" meaning.
 */
export function reauthenticationResponses(route: 'signed-in' | 'admin') {
  const description =
    route === 'admin'
      ? `${ERROR_DESCRIPTIONS[403]} Or ${REAUTHENTICATION_REQUIRED}`
      : REAUTHENTICATION_REQUIRED;
  return { 403: errorAnswer(description) };
}
