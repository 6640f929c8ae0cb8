import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * A passkey authenticator in software, for API tests: it creates P-256 (ES256) credentials with
 * 'none' attestation and signs assertions as a platform authenticator would, with user presence
 * and user verification. What it sends is what a browser sends (RegistrationResponseJSON,
 * AuthenticationResponseJSON), so the server's verification is the real one.
 */

/** A CBOR value this encoder writes: integers, text, bytes and maps (all WebAuthn needs here). */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

/** The head of a CBOR item: its major type and a length or value (CBOR, RFC 8949). */
function cborHead(majorType: number, value: number): Buffer {
  const type = majorType << 5;
  if (value < 24) return Buffer.from([type | value]);
  if (value < 0x100) return Buffer.from([type | 24, value]);
  if (value < 0x10000) return Buffer.from([type | 25, value >> 8, value & 0xff]);
  const head = Buffer.alloc(5);
  head[0] = type | 26;
  head.writeUInt32BE(value, 1);
  return head;
}

/** A minimal CBOR encoder, enough for an attestation object and a COSE key. */
function encodeCbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [encodeCbor(key), encodeCbor(item)]);
  return Buffer.concat([cborHead(5, value.size), ...entries]);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** The ES256 public key as a COSE_Key (RFC 9053): kty EC2, alg -7, crv P-256, x, y. */
function coseKeyOf(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return encodeCbor(
    new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

type Credential = { privateKey: KeyObject; counter: number; userHandle: string };

/** What every credential answer of a platform authenticator carries around its `response`. */
function credentialAnswer<Response>(id: string, response: Response) {
  return {
    id,
    rawId: id,
    type: 'public-key' as const,
    authenticatorAttachment: 'platform' as const,
    clientExtensionResults: {},
    response,
  };
}

/** What a test may change in a ceremony to play an attacker or a broken authenticator. */
type Tampering = {
  /** The page's origin the browser reports (default: the authenticator's). */
  origin?: string;
  /** The challenge answered (default: the options'). */
  challenge?: string;
  /** Without the user verified (PIN or biometrics skipped). */
  userVerified?: boolean;
  /** The user handle an assertion names (default: the one the credential was made for). */
  userHandle?: string;
};

export class SoftwareAuthenticator {
  private readonly credentials = new Map<string, Credential>();

  /** `origin` is the page's (the app's URL); the RP ID is read from the options. */
  constructor(private readonly origin: string) {}

  /** The ids of the credentials it holds, base64url. */
  get credentialIds(): string[] {
    return [...this.credentials.keys()];
  }

  /** navigator.credentials.create(): a new credential for the options' RP and user. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    tampering: Tampering = {},
  ): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credentialId = randomBytes(32);
    const id = base64url(credentialId);
    const counter = 0;
    this.credentials.set(id, { privateKey, counter, userHandle: options.user.id });
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      this.authDataHead(options.rp.id!, counter, tampering, FLAG_ATTESTED_CREDENTIAL),
      Buffer.alloc(16), // AAGUID: none, as a 'none' attestation gives
      idLength,
      credentialId,
      coseKeyOf(publicKey),
    ]);
    const attestationObject = encodeCbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return credentialAnswer(id, {
      clientDataJSON: this.clientData('webauthn.create', options.challenge, tampering),
      attestationObject: base64url(attestationObject),
      transports: ['internal'],
    });
  }

  /**
   * navigator.credentials.get(): an assertion by `credentialId` (default: the only or the first
   * credential it holds), its signature counter one higher than last time unless `counter` says.
   */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    {
      credentialId,
      counter,
      ...tampering
    }: Tampering & { credentialId?: string; counter?: number } = {},
  ): AuthenticationResponseJSON {
    const id = credentialId ?? this.credentialIds[0];
    const credential = id ? this.credentials.get(id) : undefined;
    if (!id || !credential) throw new Error('the authenticator holds no such credential');
    credential.counter = counter ?? credential.counter + 1;
    const authData = this.authDataHead(options.rpId!, credential.counter, tampering, 0);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tampering);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      credential.privateKey,
    );
    return credentialAnswer(id, {
      clientDataJSON,
      authenticatorData: base64url(authData),
      signature: base64url(signature),
      userHandle: tampering.userHandle ?? credential.userHandle,
    });
  }

  /** rpIdHash, flags and the signature counter: the head of all authenticator data. */
  private authDataHead(rpId: string, counter: number, tampering: Tampering, flags: number): Buffer {
    const verified = tampering.userVerified ?? true;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_USER_PRESENT | (verified ? FLAG_USER_VERIFIED : 0) | flags]),
      count,
    ]);
  }

  private clientData(type: string, challenge: string, tampering: Tampering): string {
    const json = JSON.stringify({
      type,
      challenge: tampering.challenge ?? challenge,
      origin: tampering.origin ?? this.origin,
      crossOrigin: false,
    });
    return base64url(Buffer.from(json, 'utf8'));
  }
}
