import { ensureDatabaseTemplate } from '../../scripts/database-template';

/**
 * Vitest's global setup: every test file's in-memory database is then loaded from the template
 * (decision 047) instead of being made by PGlite's initdb and migrated. On CI's PostgreSQL stage
 * the test databases are the server's, so there is nothing to make.
 */
export default async function setup(): Promise<void> {
  if (!process.env.DATABASE_URL) await ensureDatabaseTemplate();
}
