import type { ApiErrorBody } from '#shared/api-error';

/** A failed /api answer, carrying the server's error code, message and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, body: ApiErrorBody['error']) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
  }
}

/** The parsed JSON of a successful answer; a failed one throws an ApiError. */
export async function answerOfResponse(response: Response): Promise<unknown> {
  const answer = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, toErrorBody(response, answer));
  return answer;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toErrorBody(response: Response, body: unknown): ApiErrorBody['error'] {
  if (isApiErrorBody(body)) return body.error;
  // Answers that bypass our error handler (a proxy, or a library's own `{ code, message }`).
  const loose = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    code: typeof loose.code === 'string' ? loose.code : `HTTP_${response.status}`,
    message:
      typeof loose.message === 'string' && loose.message
        ? loose.message
        : response.statusText || 'Request failed',
  };
}

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'message' in error;
}
