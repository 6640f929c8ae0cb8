import type { Logger } from 'pino';
import type { Auth } from './auth/auth';
import type { CurrentSession } from './auth/session';
import type { Config } from './config/config';
import type { Db } from './db/client';

/** The floors above core fill in what core/context.ts leaves open (see its comment). */
declare module './core/context' {
  interface AppDependencies {
    config: Config;
    db: Db;
    auth: Auth;
    log: Logger;
    wakeMailSender: () => void;
    /** Answers whether the database is reachable, for /api/health. */
    databaseKind: 'embedded' | 'server';
  }

  interface RequestVariables {
    /** Resolved once per request by auth/session.ts: undefined until asked, null when signed out. */
    currentSession: CurrentSession | null | undefined;
  }
}
