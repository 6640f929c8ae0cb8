import type { Logger } from 'pino';
import type { Auth } from '../auth/auth';
import type { CurrentSession } from '../auth/session';
import type { Config } from '../config/config';
import type { Db } from '../db/client';

/** What every route can reach: built once at start-up and handed to the app. */
export type AppDependencies = {
  config: Config;
  db: Db;
  auth: Auth;
  log: Logger;
  wakeMailSender: () => void;
  /** Answers whether the database is reachable, for /api/health. */
  databaseKind: 'embedded' | 'server';
};

export type AppEnv = {
  Variables: {
    deps: AppDependencies;
    requestId: string;
    clientIp: string;
    log: Logger;
    currentSession: CurrentSession | null | undefined;
  };
};
