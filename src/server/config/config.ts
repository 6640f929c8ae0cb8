import { randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  NO_TRUSTED_PROXIES,
  parseTrustedProxies,
  type TrustedProxies,
} from '../auth/trusted-proxies';
import {
  RECEIPT_KEY_FILE,
  parsePreviousPublicKeys,
  parseReceiptSigningKey,
  receiptSigningKeyFromDataDir,
} from './receipt-signing-key';

const booleanFromText = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** A whole number within bounds, with one message that says which. */
function wholeNumber(min: number, max: number, fallback: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .default(fallback);
}

const MAP_TILES_MESSAGE =
  'must be an https:// tile address with {z}, {x} and {y}, such as https://tiles.example/{z}/{x}/{y}.png';

/**
 * A raster tile server's XYZ template (decision 081): https, and each of {z}, {x} and {y} once.
 * The browser fetches the tiles itself, so the CSP's img-src admits the template's origin.
 */
const mapTilesTemplate = z.string().refine((template) => {
  if (!['{z}', '{x}', '{y}'].every((part) => template.split(part).length === 2)) return false;
  // The template filled in with numbers must be an https address with nothing after the host
  // that could widen the origin the CSP admits (no credentials; the placeholders not in the host).
  const filled = template.replace('{z}', '1').replace('{x}', '2').replace('{y}', '3');
  if (!URL.canParse(filled)) return false;
  const url = new URL(filled);
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    !/[{}]/.test(template.replace(/^https:\/\//i, '').split(/[/?#]/)[0]!)
  );
}, MAP_TILES_MESSAGE);

/** Every variable of the README's Configuration table; the only place that reads process.env. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z
    .string()
    .regex(/^[A-Za-z0-9.:%-]+$/, 'must be an address or host name, such as 127.0.0.1 or 0.0.0.0')
    .default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url()
    .refine(
      (url) => /^postgres(ql)?:\/\//.test(url),
      'must start with postgres:// or postgresql://',
    )
    .optional(),
  // A PostgreSQL server's connections (ADR 042); the embedded database has one and ignores them.
  DB_POOL_SIZE: wholeNumber(1, 1000, 10),
  DB_STATEMENT_TIMEOUT_MS: wholeNumber(100, 3_600_000, 15_000),
  DB_CONNECT_TIMEOUT_MS: wholeNumber(100, 60_000, 2_000),
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Orion Transit & Custody <no-reply@orion-tc.example>'),
  ADMIN_EMAIL: z.email().default('admin@orion-tc.example'),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  RECEIPT_SIGNING_KEY: z
    .string()
    .transform((text, context) => {
      const key = parseReceiptSigningKey(text);
      if (key) return key;
      context.addIssue({
        code: 'custom',
        message: 'must be an Ed25519 private key: PKCS#8 PEM, or the base64 of its DER',
      });
      return z.NEVER;
    })
    .optional(),
  RECEIPT_PREVIOUS_PUBLIC_KEYS: z
    .string()
    .transform((text, context) => {
      const keys = parsePreviousPublicKeys(text);
      if (!('invalid' in keys)) return keys;
      context.addIssue({
        code: 'custom',
        message: `must list Ed25519 public keys, each the base64 of its SPKI DER, separated by commas ("${keys.invalid}" is not one)`,
      });
      return z.NEVER;
    })
    .optional(),
  TRUSTED_PROXIES: z
    .string()
    .transform((text, context) => {
      const parsed = parseTrustedProxies(text);
      if (!('invalid' in parsed)) return parsed;
      context.addIssue({
        code: 'custom',
        message: `must list addresses or ranges such as 127.0.0.1, 10.0.0.0/8 or ::1 ("${parsed.invalid}" is neither)`,
      });
      return z.NEVER;
    })
    .optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters')
    .regex(
      /^[A-Za-z0-9._~+/-]+=*$/,
      'must be letters, digits and - . _ ~ + / (such as `openssl rand -base64 32`)',
    )
    .optional(),
  MAP_TILES_URL: mapTilesTemplate.optional(),
  SEED_DEMO: booleanFromText.optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  port: number;
  /** The address to listen on: loopback unless HOST says otherwise. */
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How the connections to DATABASE_URL are pooled and bounded. */
  databaseLimits: DatabaseLimits;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  adminPassword: string | undefined;
  authSecret: string;
  /** The Ed25519 key that signs shipment receipts. */
  receiptSigningKey: KeyObject;
  /**
   * Public keys that signed before the current one (RECEIPT_PREVIOUS_PUBLIC_KEYS): the ledger's
   * older checkpoints still verify by their key id (decision 074).
   */
  previousPublicKeys: KeyObject[];
  seedDemo: boolean;
  /** A raster tile server's `{z}/{x}/{y}` template the live maps draw under the route (decision 081). */
  mapTilesUrl: string | undefined;
  /** Lets a caller not on this machine read GET /metrics as `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Proxies (TRUSTED_PROXIES) whose X-Forwarded-For names the caller; none by default. */
  trustedProxies: TrustedProxies;
  production: boolean;
  devMailbox: boolean;
  /** On SIGTERM: how long readiness answers 503 while requests are still served. */
  shutdownDrainMs: number;
  /** Then: how long requests in flight get to finish before their connections are cut. */
  shutdownTimeoutMs: number;
  logLevel: string;
};

export type DatabaseLimits = {
  /** Connections the pool opens at most. */
  poolSize: number;
  /** The server cancels a statement running longer (its statement_timeout). */
  statementTimeoutMs: number;
  /** How long opening a connection, or waiting for a free one, may take. */
  connectTimeoutMs: number;
};

export class ConfigError extends Error {}

/**
 * Reads and validates the environment. A bad value throws a ConfigError whose message is the one
 * line start-up prints, naming the variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  const dataDir = resolve(values.DATA_DIR);
  const embedded = values.DATABASE_URL === undefined;
  return {
    port: values.PORT,
    host: values.HOST,
    appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databaseLimits: {
      poolSize: values.DB_POOL_SIZE,
      statementTimeoutMs: values.DB_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: values.DB_CONNECT_TIMEOUT_MS,
    },
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    adminEmail: values.ADMIN_EMAIL.toLowerCase(),
    adminPassword: values.ADMIN_PASSWORD,
    authSecret: values.AUTH_SECRET ?? secretFromDataDir(dataDir, production),
    receiptSigningKey: values.RECEIPT_SIGNING_KEY ?? signingKeyFromDataDir(dataDir, production),
    previousPublicKeys: values.RECEIPT_PREVIOUS_PUBLIC_KEYS ?? [],
    seedDemo: values.SEED_DEMO ?? embedded,
    mapTilesUrl: values.MAP_TILES_URL,
    metricsToken: values.METRICS_TOKEN,
    trustedProxies: values.TRUSTED_PROXIES ?? NO_TRUSTED_PROXIES,
    production,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    devMailbox: !production && values.SMTP_URL === undefined,
    logLevel: values.LOG_LEVEL,
  };
}

function blankToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
}

/** A secret generated once per data directory, so sessions survive restarts of the embedded setup. */
function secretFromDataDir(dataDir: string, production: boolean): string {
  if (production) {
    throw new ConfigError(
      'Invalid configuration: AUTH_SECRET is required when NODE_ENV=production',
    );
  }
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A signing key created once per data directory, so receipts stay verifiable across restarts. */
function signingKeyFromDataDir(dataDir: string, production: boolean): KeyObject {
  if (production) {
    throw new ConfigError(
      'Invalid configuration: RECEIPT_SIGNING_KEY is required when NODE_ENV=production',
    );
  }
  const key = receiptSigningKeyFromDataDir(dataDir);
  if (!key) {
    throw new ConfigError(
      `Invalid configuration: ${join(dataDir, RECEIPT_KEY_FILE)} is not an Ed25519 private key`,
    );
  }
  return key;
}
