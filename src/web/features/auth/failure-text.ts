import { ApiError } from '../../lib/api';
import { toast } from '../../ui/use-toast';
import { AUTH_TEXT } from './messages';

/**
 * What to tell the user when an account request fails: the server's own message when it sent
 * one, otherwise the spec's generic text.
 */
function failureDescription(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status >= 500
      ? AUTH_TEXT.unexpectedDescription
      : error.message || AUTH_TEXT.somethingWrong;
  }
  return AUTH_TEXT.somethingWrong;
}

/** The destructive toast for a failed account request, under the spec's title for it. */
export function toastFailure(title: string, error: unknown): void {
  toast({ title, description: failureDescription(error), variant: 'destructive' });
}

/**
 * Sign-in and sign-up: when the server or the network failed (not the user's input), the spec's
 * "An unexpected error occurred." / "Please try again." instead.
 */
export function toastAccountFailure(title: string, error: unknown): void {
  if (error instanceof ApiError && error.status < 500) {
    toastFailure(title, error);
    return;
  }
  toast({
    title: AUTH_TEXT.unexpectedTitle,
    description: AUTH_TEXT.unexpectedDescription,
    variant: 'destructive',
  });
}

/** The spec's toast for a form sent with a required field empty. */
export function toastMissingFields(): void {
  toast({
    title: AUTH_TEXT.missingTitle,
    description: AUTH_TEXT.missingDescription,
    variant: 'destructive',
  });
}
