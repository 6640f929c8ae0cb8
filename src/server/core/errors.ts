import type { ContentfulStatusCode } from 'hono/utils/http-status';

const STATUS_BY_CODE = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** An administrator who has not turned on two-factor sign-in yet (decision 030). */
  TWO_FACTOR_REQUIRED: 403,
  /**
   * A sensitive change whose session signed in (or re-authenticated) too long ago (decision 033).
   */
  REAUTHENTICATION_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

/** The one error type of the server; onError turns it into the JSON shape of api-error.ts. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): ContentfulStatusCode {
    return STATUS_BY_CODE[this.code];
  }
}

/** A refusal of one field of the input: the message, also named under that field. */
export function fieldError(code: AppErrorCode, field: string, message: string): AppError {
  return new AppError(code, message, { fields: { [field]: message } });
}

export function statusOf(code: AppErrorCode): ContentfulStatusCode {
  return STATUS_BY_CODE[code];
}
