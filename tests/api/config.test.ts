import { spawnSync } from 'node:child_process';
import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config/config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'otc-config-'));

const publicKeyOf = (key: KeyObject) =>
  createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString();

/** A private key of the wrong kind: RSA, not Ed25519. */
function rsaKeyPem() {
  return generateKeyPairSync('rsa', { modulusLength: 1024 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
}

describe('configuration', () => {
  it("has the defaults of the README's Configuration table", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Orion Transit & Custody <no-reply@orion-tc.example>',
      adminEmail: 'admin@orion-tc.example',
      seedDemo: true,
      production: false,
      devMailbox: true,
      databaseLimits: { poolSize: 10, statementTimeoutMs: 15_000, connectTimeoutMs: 2_000 },
    });
  });

  it('takes the pool size and the database timeouts as whole numbers', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DB_POOL_SIZE: '25',
      DB_STATEMENT_TIMEOUT_MS: '30000',
      DB_CONNECT_TIMEOUT_MS: '500',
    });
    expect(config.databaseLimits).toEqual({
      poolSize: 25,
      statementTimeoutMs: 30_000,
      connectTimeoutMs: 500,
    });
  });

  it.each([
    ['DB_POOL_SIZE', '0', 'must be a whole number from 1 to 1000'],
    ['DB_POOL_SIZE', 'ten', 'must be a whole number from 1 to 1000'],
    ['DB_STATEMENT_TIMEOUT_MS', '1.5', 'must be a whole number from 100 to 3600000'],
    ['DB_STATEMENT_TIMEOUT_MS', '-1', 'must be a whole number from 100 to 3600000'],
    ['DB_CONNECT_TIMEOUT_MS', '60001', 'must be a whole number from 100 to 60000'],
  ])('refuses %s=%s in one line that says what it takes', (name, value, expected) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrow(
      new ConfigError(`Invalid configuration: ${name} ${expected}`),
    );
  });

  it('defaults SEED_DEMO to false with a PostgreSQL server', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://u:p@localhost:5432/otc',
    });
    expect(config.seedDemo).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DB_POOL_SIZE', '1001'],
    ['DB_STATEMENT_TIMEOUT_MS', '0'],
    ['DB_CONNECT_TIMEOUT_MS', '99'],
    ['DB_CONNECT_TIMEOUT_MS', '2s'],
    ['DATABASE_URL', 'not-a-url'],
    ['DATABASE_URL', 'mysql://localhost/otc'],
    ['SMTP_URL', 'http://mail.example'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['SEED_DEMO', 'maybe'],
    ['NODE_ENV', 'staging'],
    ['AUTH_SECRET', 'short'],
    ['METRICS_TOKEN', 'short'],
    ['METRICS_TOKEN', 'a token with spaces, long enough but never a bearer token'],
    ['RECEIPT_SIGNING_KEY', 'not-a-key'],
    ['RECEIPT_SIGNING_KEY', rsaKeyPem()],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${name} `),
    );
  });

  it('generates AUTH_SECRET once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'auth-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
  });

  it('refuses to start in production without AUTH_SECRET', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: AUTH_SECRET is required when NODE_ENV=production',
    );
  });

  it('refuses to start in production without RECEIPT_SIGNING_KEY', () => {
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) }),
    ).toThrow('Invalid configuration: RECEIPT_SIGNING_KEY is required when NODE_ENV=production');
  });

  it('creates the receipt signing key once in DATA_DIR, readable only by its owner', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).receiptSigningKey;
    expect(first.asymmetricKeyType).toBe('ed25519');
    const file = join(dataDir, 'receipt-signing-key.pem');
    expect(readFileSync(file, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(publicKeyOf(loadConfig({ DATA_DIR: dataDir }).receiptSigningKey)).toBe(
      publicKeyOf(first),
    );
    expect(publicKeyOf(loadConfig({ DATA_DIR: tempDir() }).receiptSigningKey)).not.toBe(
      publicKeyOf(first),
    );
  });

  it('takes RECEIPT_SIGNING_KEY as PKCS#8 PEM or as the base64 of its DER', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const der = privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
    for (const value of [pem, der]) {
      const dataDir = tempDir();
      const key = loadConfig({ DATA_DIR: dataDir, RECEIPT_SIGNING_KEY: value }).receiptSigningKey;
      expect(publicKeyOf(key)).toBe(publicKeyOf(privateKey));
    }
  });

  it('turns the dev mailbox off in production and with SMTP', () => {
    const secret = 'x'.repeat(40);
    const receiptKey = generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        NODE_ENV: 'production',
        AUTH_SECRET: secret,
        RECEIPT_SIGNING_KEY: receiptKey,
      }).devMailbox,
    ).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), SMTP_URL: 'smtp://localhost:2525' }).devMailbox).toBe(
      false,
    );
  });

  it('reads TRUSTED_PROXIES and names an entry that is neither an address nor a range', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });
    expect(config.trustedProxies.includes('10.9.8.7')).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir() }).trustedProxies.none).toBe(true);
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUSTED_PROXIES: '127.0.0.1, nginx' })).toThrow(
      /^Invalid configuration: TRUSTED_PROXIES must list addresses or ranges .*"nginx" is neither/,
    );
  });

  it('reads the shutdown timings and refuses ones out of range', () => {
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({
      shutdownDrainMs: 1000,
      shutdownTimeoutMs: 10_000,
    });
    expect(
      loadConfig({ DATA_DIR: tempDir(), SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '2500' }),
    ).toMatchObject({ shutdownDrainMs: 0, shutdownTimeoutMs: 2500 });
    expect(() => loadConfig({ DATA_DIR: tempDir(), SHUTDOWN_DRAIN_MS: '-1' })).toThrow(
      /^Invalid configuration: SHUTDOWN_DRAIN_MS /,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(
      /^Invalid configuration: SHUTDOWN_TIMEOUT_MS /,
    );
  });

  it('takes MAP_TILES_URL as an https tile template, and none by default', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).mapTilesUrl).toBeUndefined();
    for (const template of [
      'https://tiles.example/{z}/{x}/{y}.png',
      'https://tiles.example:8443/osm/{z}/{y}/{x}@2x.png?key=abc',
      'https://tiles.example/tile?z={z}&x={x}&y={y}',
    ]) {
      expect(loadConfig({ DATA_DIR: tempDir(), MAP_TILES_URL: template }).mapTilesUrl).toBe(
        template,
      );
    }
  });

  it.each([
    ['not a URL', 'tiles'],
    ['plain http', 'http://tiles.example/{z}/{x}/{y}.png'],
    ['no {y}', 'https://tiles.example/{z}/{x}.png'],
    ['{z} twice', 'https://tiles.example/{z}/{z}/{x}/{y}.png'],
    ['a placeholder in the host', 'https://{z}.tiles.example/{x}/{y}.png'],
    ['a subdomain placeholder', 'https://{s}.tiles.example/{z}/{x}/{y}.png'],
    ['credentials', 'https://user:secret@tiles.example/{z}/{x}/{y}.png'],
    ['another scheme', 'javascript:alert(1)//{z}/{x}/{y}'],
  ])('refuses MAP_TILES_URL with %s in one line that says what it takes', (_case, template) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), MAP_TILES_URL: template })).toThrow(
      new ConfigError(
        'Invalid configuration: MAP_TILES_URL must be an https:// tile address with {z}, {x} and {y}, such as https://tiles.example/{z}/{x}/{y}.png',
      ),
    );
  });

  it('stops the real server with one line, exit code 1 and no stack trace', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'abc', DATA_DIR: tempDir() },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
    expect(result.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  });
});
