/**
 * Runs a request that may need the owner to prove who they are again first (403
 * REAUTHENTICATION_REQUIRED, auth/recent-authentication.ts on the server).
 *
 * A plain pass-through on the passkeys branch: the re-authentication branch replaces this file with
 * the one that asks for the password (or a passkey) in a dialog and then retries once.
 */
export function withReauthentication<T>(request: () => Promise<T>): Promise<T> {
  return request();
}
