import { ApiError } from './api';

/** Whether a failed read means "no such record": 404, or 400 for an id that cannot be one. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** A read of one record whose absence is an answer, null; any other failure stays an error. */
export function missingAsNull<Data>(read: Promise<Data>): Promise<Data | null> {
  return read.catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });
}
