import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config/config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'otc-config-'));

describe('configuration', () => {
  it('has the defaults of DESIGN.md §3', () => {
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
    });
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
    ['DATABASE_URL', 'not-a-url'],
    ['DATABASE_URL', 'mysql://localhost/otc'],
    ['SMTP_URL', 'http://mail.example'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['SEED_DEMO', 'maybe'],
    ['NODE_ENV', 'staging'],
    ['AUTH_SECRET', 'short'],
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

  it('turns the dev mailbox off in production and with SMTP', () => {
    const secret = 'x'.repeat(40);
    expect(
      loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', AUTH_SECRET: secret }).devMailbox,
    ).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), SMTP_URL: 'smtp://localhost:2525' }).devMailbox).toBe(
      false,
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
