import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { ApiError } from '../../lib/api';
import { useBrowserValue } from '../../lib/browser-value';

/**
 * The browser's passkey ceremonies. @simplewebauthn/browser is fetched only when one starts, so no
 * page's first load carries it.
 */

/** Whether this browser can use passkeys at all (@simplewebauthn/browser's own test, unloaded). */
function browserSupportsPasskeys(): boolean {
  return typeof globalThis.PublicKeyCredential === 'function';
}

/** browserSupportsPasskeys for a component: false in a page drawn at build time, until hydrated. */
export function useBrowserSupportsPasskeys(): boolean {
  return useBrowserValue(browserSupportsPasskeys, false);
}

/** The ceremony ended in the browser (cancelled, timed out, refused), before any request. */
class PasskeyCeremonyError extends Error {}

/** What a ceremony's failure says, by the DOMException's name the browser gave it. */
const CEREMONY_FAILURES: Partial<Record<string, string>> = {
  NotAllowedError: 'The passkey request was cancelled or timed out.',
  InvalidStateError: 'This device already holds a passkey for your account.',
};
const CEREMONY_FAILED = 'Your browser could not complete the passkey request. Please try again.';

async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const text = error instanceof Error ? CEREMONY_FAILURES[error.name] : undefined;
    throw new PasskeyCeremonyError(text ?? CEREMONY_FAILED, { cause: error });
  }
}

/** navigator.credentials.create() with the server's options: the new passkey's answer. */
export function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  return ceremony(async () => {
    const { startRegistration } = await import('@simplewebauthn/browser');
    return startRegistration({ optionsJSON });
  });
}

/** navigator.credentials.get() with the server's options: the passkey's signed answer. */
export function answerWithPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  return ceremony(async () => {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    return startAuthentication({ optionsJSON });
  });
}

/** What to tell the user when a passkey step failed: the browser's or the server's reason. */
export function passkeyFailureText(error: unknown): string {
  if (error instanceof PasskeyCeremonyError) return error.message;
  if (error instanceof ApiError && error.status < 500) return error.message;
  return 'Something went wrong. Please try again.';
}
