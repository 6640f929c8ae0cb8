import { join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config/config';
import { composeServer } from './compose';
import { seedDemo } from './seed/seed-demo';
import { createLogger } from './logger';
import { PROJECT_ROOT } from './core/project-root';
import { shutDownGracefully } from './http/graceful-shutdown';
import { APP_SERVER_OPTIONS } from './http/node-listener';

const WEB_ROOT = join(PROJECT_ROOT, 'dist', 'web');

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const server = await composeServer(config, log, { webRoot: WEB_ROOT });

  if (config.seedDemo) {
    const result = await seedDemo({
      db: server.deps.db,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      authSecret: config.authSecret,
      signingKey: config.receiptSigningKey,
      history: true,
    });
    if (result.seeded && result.generated) {
      // Printed once, at the first start; the password is not stored anywhere in clear.
      console.log(
        `Demo data loaded. Admin sign-in: ${config.adminEmail} / ${result.adminPassword}`,
      );
    } else if (result.seeded) {
      console.log(`Demo data loaded. Admin sign-in: ${config.adminEmail} with ADMIN_PASSWORD.`);
    }
    if (result.seeded) {
      // Printed once too: the demo staff's second factor, kept only encrypted.
      console.log(
        `Demo staff second-factor key (add it to an authenticator app): ${result.staffTotpKey}`,
      );
    }
  }

  const http = createServer(APP_SERVER_OPTIONS, server.listener);
  http.listen(config.port, config.host, () => {
    const { address, port } = http.address() as AddressInfo;
    log.info(
      {
        address,
        port,
        database: server.database.kind,
        mail: config.smtpUrl ? 'smtp' : 'dev mailbox',
      },
      'listening',
    );
    console.log(`Orion Transit & Custody is running on ${config.appUrl}`);
    if (config.devMailbox) console.log(`Dev mailbox: ${config.appUrl}/dev/mailbox`);
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // A second signal means "now": whoever sends it has stopped waiting.
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'signal received');
    void shutDownGracefully({
      http,
      lifecycle: server.deps.lifecycle,
      endStreams: () => server.deps.liveHub.stop(),
      stopWork: () => server.close(),
      log,
      drainMs: config.shutdownDrainMs,
      timeoutMs: config.shutdownTimeoutMs,
    }).finally(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  return server;
}

/** The server, started as this module loads; main.ts loads it once its first step is done. */
export const started = main();

started.catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
