import { apiErrorBodySchema } from '#shared/api-error';

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
