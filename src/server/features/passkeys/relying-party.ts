import type { Config } from '../../config/config';

/** The name a browser shows when it asks to create a passkey for us. */
const RELYING_PARTY_NAME = 'Orion Transit & Custody';

/**
 * Who passkeys are made for, read from APP_URL: the RP ID is its host name (a passkey works on that
 * host and its subdomains only), and every answer must come from its origin.
 */
/**
 * An account's WebAuthn user handle: the bytes of its id, no personal data. The authenticator keeps
 * it with a discoverable passkey and gives it back with every sign-in.
 */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(userId);
}

export function relyingPartyOf(config: Pick<Config, 'appUrl'>) {
  const url = new URL(config.appUrl);
  return { id: url.hostname, origin: url.origin, name: RELYING_PARTY_NAME };
}
