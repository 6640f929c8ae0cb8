import { isoDateTime, z } from './zod';

/** The longest name a passkey may be given ("Work laptop", "Phone"). */
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** What the passkey screens and endpoints say, in the same words on both sides. */
export const PASSKEY_MESSAGES = {
  nameRequired: 'Please give the passkey a name.',
  nameTooLong: `A passkey name is at most ${PASSKEY_NAME_MAX_LENGTH} characters.`,
  responseInvalid: "Your browser's passkey answer could not be read. Please try again.",
  notAdded: 'That passkey could not be added. Please try again.',
  alreadyAdded: 'That passkey is already added to an account.',
  notFound: 'Passkey not found.',
  signInFailed: 'That passkey could not sign you in.',
  reauthenticationFailed: 'That passkey could not confirm it is you.',
  noneToConfirm: 'Your account has no passkey yet: enter your password instead.',
} as const;

/** How a passkey lives: on one device only, or synced across the owner's devices. */
const PASSKEY_DEVICE_TYPES = ['singleDevice', 'multiDevice'] as const;
export type PasskeyDeviceType = (typeof PASSKEY_DEVICE_TYPES)[number];

export const PASSKEY_DEVICE_TYPE_LABELS: Record<PasskeyDeviceType, string> = {
  singleDevice: 'This device only',
  multiDevice: 'Synced',
};

export const passkeyNameSchema = z
  .string({ error: PASSKEY_MESSAGES.nameRequired })
  .trim()
  .min(1, PASSKEY_MESSAGES.nameRequired)
  .max(PASSKEY_NAME_MAX_LENGTH, PASSKEY_MESSAGES.nameTooLong);

/**
 * A base64url field of the browser's WebAuthn answer, bounded so junk is refused before it is
 * decoded. Its content (signatures, CBOR) is checked by @simplewebauthn/server.
 */
const base64url = (maxLength: number) =>
  z
    .string({ error: PASSKEY_MESSAGES.responseInvalid })
    .max(maxLength, PASSKEY_MESSAGES.responseInvalid)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PASSKEY_MESSAGES.responseInvalid);

/** A credential id is at most 1023 bytes (WebAuthn's limit): 1364 characters of base64url. */
const credentialId = base64url(1366);

/** The WebAuthn client extension outputs the server may meet; any other is dropped. */
const clientExtensionResults = z
  .object(
    {
      appid: z.boolean().optional(),
      credProps: z.object({ rk: z.boolean().optional() }).optional(),
      hmacCreateSecret: z.boolean().optional(),
    },
    { error: PASSKEY_MESSAGES.responseInvalid },
  )
  .default({});

/** What every credential answer of the browser has around its `response`. */
const credentialFields = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: PASSKEY_MESSAGES.responseInvalid }),
  authenticatorAttachment: z
    .enum(['platform', 'cross-platform'], { error: PASSKEY_MESSAGES.responseInvalid })
    .optional(),
  clientExtensionResults,
};

/** navigator.credentials.create()'s answer as JSON (WebAuthn's RegistrationResponseJSON). */
const registrationResponseSchema = z
  .object(
    {
      ...credentialFields,
      response: z.object(
        {
          clientDataJSON: base64url(8192),
          attestationObject: base64url(32768),
          authenticatorData: base64url(32768).optional(),
          transports: z
            .array(z.string().max(32, PASSKEY_MESSAGES.responseInvalid), {
              error: PASSKEY_MESSAGES.responseInvalid,
            })
            .max(10, PASSKEY_MESSAGES.responseInvalid)
            .optional(),
          publicKeyAlgorithm: z.int({ error: PASSKEY_MESSAGES.responseInvalid }).optional(),
          publicKey: base64url(4096).optional(),
        },
        { error: PASSKEY_MESSAGES.responseInvalid },
      ),
    },
    { error: PASSKEY_MESSAGES.responseInvalid },
  )
  .meta({
    id: 'PasskeyRegistrationResponse',
    description:
      "The browser's answer to navigator.credentials.create() as JSON (RegistrationResponseJSON), as @simplewebauthn/browser's startRegistration() gives it.",
  });

/** navigator.credentials.get()'s answer as JSON (WebAuthn's AuthenticationResponseJSON). */
const authenticationResponseSchema = z
  .object(
    {
      ...credentialFields,
      response: z.object(
        {
          clientDataJSON: base64url(8192),
          authenticatorData: base64url(32768),
          signature: base64url(2048),
          userHandle: base64url(128).optional(),
        },
        { error: PASSKEY_MESSAGES.responseInvalid },
      ),
    },
    { error: PASSKEY_MESSAGES.responseInvalid },
  )
  .meta({
    id: 'PasskeyAuthenticationResponse',
    description:
      "The browser's answer to navigator.credentials.get() as JSON (AuthenticationResponseJSON), as @simplewebauthn/browser's startAuthentication() gives it.",
  });

/** POST /api/account/passkeys: the name the owner chose and the browser's registration answer. */
export const addPasskeyBodySchema = z.strictObject({
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});

/** A passkey sign-in or re-authentication: the browser's answer to the challenge. */
export const passkeyAssertionBodySchema = z.strictObject({
  response: authenticationResponseSchema,
});

/** One passkey of the account, as its owner sees it: never the key or the credential id. */
export const passkeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    created_at: isoDateTime,
    last_used_at: isoDateTime.nullable(),
    device_type: z.enum(PASSKEY_DEVICE_TYPES).meta({
      description: '`multiDevice` is synced across devices (e.g. by a password manager).',
    }),
    backed_up: z.boolean(),
  })
  .meta({ id: 'Passkey' });

export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z
  .object({ passkeys: z.array(passkeySchema) })
  .meta({ id: 'PasskeyList' });

export const removedPasskeySchema = z.object({ id: z.uuid() }).meta({ id: 'RemovedPasskey' });

const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** WebAuthn's 'discouraged' | 'preferred' | 'required' (resident key, user verification). */
const requirement = z.enum(['discouraged', 'preferred', 'required']);

/** For navigator.credentials.create() (PublicKeyCredentialCreationOptionsJSON). */
export const registrationOptionsSchema = z
  .object({
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    challenge: z.string(),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(credentialDescriptorSchema).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: requirement.optional(),
        userVerification: requirement.optional(),
      })
      .optional(),
    attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  })
  .meta({
    id: 'PasskeyRegistrationOptions',
    description:
      "PublicKeyCredentialCreationOptionsJSON for @simplewebauthn/browser's startRegistration().",
  });

/** For navigator.credentials.get() (PublicKeyCredentialRequestOptionsJSON). */
export const authenticationOptionsSchema = z
  .object({
    challenge: z.string(),
    timeout: z.number().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(credentialDescriptorSchema).optional(),
    userVerification: requirement.optional(),
  })
  .meta({
    id: 'PasskeyAuthenticationOptions',
    description:
      "PublicKeyCredentialRequestOptionsJSON for @simplewebauthn/browser's startAuthentication().",
  });
