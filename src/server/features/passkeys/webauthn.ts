/**
 * @simplewebauthn/server, loaded on the first passkey request: loading it, with the X.509 and
 * ASN.1 packages under it, took 145 ms of every start (decision 047).
 */
export function loadWebAuthn() {
  return import('@simplewebauthn/server');
}

/** The same package's encoding helpers. */
export function loadWebAuthnHelpers() {
  return import('@simplewebauthn/server/helpers');
}
