import type { Logger } from 'pino';
import { createAuth } from './auth/auth';
import type { Auth } from './auth/auth';
import { hashLegacyBackupCodes } from './auth/backup-codes';
import { startUnconfirmedAccountSweep } from './auth/unconfirmed-accounts';
import { startPositionPruning } from './features/custody';
import { startRequestExpirySweep } from './features/requests';
import type { Config } from './config/config';
import { openDatabase } from './db/open-database';
import { startLedgerUpkeep } from './ledger/ledger-upkeep';
import type { Database, Db } from './db/client';
import type { RequestListener } from 'node:http';
import { createApp } from './app';
import { createRequestListener } from './http/node-listener';
import { createLifecycle, type Lifecycle } from './http/graceful-shutdown';
import type { AppDependencies } from './core/context';
import { devMailboxTransport, smtpTransport, startMailSender } from './mail/sender';
import type { MailSender, MailTransport } from './mail/sender';
import { startLiveHub } from './live/live-hub';
import { loggableError } from './logger';
import { createKnownRefusals, type KnownRefusals } from './rate-limit/known-refusals';
import type { LiveHub } from './live/live-hub';
import { createMetrics, type Metrics } from './metrics/metrics';

/** What every route can reach (core/context.ts leaves these parts to the composition root). */
declare module './core/context' {
  interface AppDependencies {
    config: Config;
    db: Db;
    auth: Auth;
    log: Logger;
    wakeMailSender: () => void;
    /** This instance's reader of live events, feeding its open streams. */
    liveHub: LiveHub;
    /** Answers whether the database is reachable, for /api/health. */
    databaseKind: 'embedded' | 'server';
    /** Rate-limit keys this instance has seen refused, refused again without a database trip. */
    knownRefusals: KnownRefusals;
    /** Whether this instance is shutting down (readiness then answers 503). */
    lifecycle: Lifecycle;
    /** This server's Prometheus registry and what the request path records in it (GET /metrics). */
    metrics: Metrics;
  }
}

export type Server = {
  app: ReturnType<typeof createApp>;
  /** What a Node HTTP server runs: the app with the headers and log line of every answer. */
  listener: RequestListener;
  deps: AppDependencies;
  database: Database;
  mail: MailSender;
  close: () => Promise<void>;
};

/** Wires config, database, mail, auth and HTTP together: the one composition root. */
export async function composeServer(
  config: Config,
  log: Logger,
  options: {
    webRoot?: string;
    database?: Database;
    mailTransport?: MailTransport;
    /** How often live events are read without a NOTIFY; tests lengthen it to prove NOTIFY alone. */
    livePollIntervalMs?: number;
  } = {},
): Promise<Server> {
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            databaseUrl: config.databaseUrl,
            limits: config.databaseLimits,
            onIdleConnectionError: (error) =>
              log.warn({ err: error }, 'database closed an idle connection'),
          }
        : { dataDir: config.dataDir },
    ));
  if (database.fromTemplate) log.info("new embedded database loaded from the build's template");
  const transport =
    options.mailTransport ??
    (config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : devMailboxTransport);
  const mail = startMailSender({ db: database.db, transport, log, mailFrom: config.mailFrom });
  const accountSweep = startUnconfirmedAccountSweep({ db: database.db, log });
  const requestSweep = startRequestExpirySweep({ db: database.db, config, log });
  const positionPruning = startPositionPruning({ db: database.db, log });
  const ledgerUpkeep = startLedgerUpkeep({ db: database.db, key: config.receiptSigningKey, log });
  const backupCodeRewrite = hashLegacyBackupCodes({ db: database.db, secret: config.authSecret })
    .then((rewritten) => {
      if (rewritten > 0) log.info({ rewritten }, 'backup codes stored encrypted are now hashed');
    })
    .catch((error: unknown) =>
      log.error({ err: loggableError(error) }, 'hashing backup codes stored encrypted failed'),
    );
  const wakeMailSender = () => mail.wake();
  const liveHub = await startLiveHub({
    db: database.db,
    listen: database.listen,
    log,
    pollIntervalMs: options.livePollIntervalMs,
  });
  const deps: AppDependencies = {
    config,
    db: database.db,
    auth: createAuth({ config, db: database.db, wakeMailSender, log }),
    log,
    wakeMailSender,
    liveHub,
    databaseKind: database.kind,
    knownRefusals: createKnownRefusals(),
    lifecycle: createLifecycle(),
    metrics: createMetrics({ db: database.db, poolUse: database.poolUse, log }),
  };
  const app = createApp(deps, { webRoot: options.webRoot });
  return {
    app,
    listener: createRequestListener(app.fetch, {
      log,
      production: config.production,
      lifecycle: deps.lifecycle,
      mapTilesUrl: config.mapTilesUrl,
    }),
    deps,
    database,
    mail,
    async close() {
      await accountSweep.stop();
      await requestSweep.stop();
      await positionPruning.stop();
      await ledgerUpkeep.stop();
      await backupCodeRewrite;
      await liveHub.stop();
      await mail.stop();
      await database.close();
    },
  };
}
