import { ConfigError } from '../../src/server/config/config';
import { DataDirInUseError } from '../../src/server/db/data-dir-lock';
import { BackupError } from './backup-error';

/** The innermost message: drizzle wraps driver errors in "Failed query: …". */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? messageOf(error.cause) : error.message;
}

/**
 * Runs a script's main: a refusal is its one line on stderr, anything else one line naming the
 * script; both exit with code 1.
 */
export function runScript(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const known =
      error instanceof BackupError ||
      error instanceof DataDirInUseError ||
      error instanceof ConfigError;
    const message = known ? error.message : `${name} failed: ${messageOf(error)}`;
    console.error(message.split('\n')[0]);
    process.exit(1);
  });
}
