import { ApiError } from '../../lib/api';
import { AUTH_TEXT } from './messages';

/**
 * What to tell the user when an account request fails: the server's own message when it sent
 * one, otherwise the spec's generic text. A network failure is "unexpected".
 */
export function failureDescription(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status >= 500
      ? AUTH_TEXT.unexpectedDescription
      : error.message || AUTH_TEXT.somethingWrong;
  }
  return AUTH_TEXT.somethingWrong;
}

export function isUnexpected(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}
