import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config/config';
import { BackupError } from './backup/backup-error';
import { defaultBackupFile, formatSize } from './backup/backup-files';
import { runScript } from './backup/cli';
import { backupEmbedded } from './backup/embedded-backup';
import { formatRowCounts } from './backup/row-counts';
import { backupServer } from './backup/server-backup';

/**
 * `npm run backup [-- --out FILE]`: backs up the database the server uses (the same configuration:
 * DATABASE_URL, else the embedded one in DATA_DIR) into DATA_DIR/backups/otc-<UTC time>.dump
 * (pg_dump's custom format) or .tar.gz (PGlite's data directory), or FILE. The embedded database
 * can be backed up only while the server is stopped (PGlite is one process).
 */
runScript('backup', async () => {
  let out: string | undefined;
  try {
    ({ out } = parseArgs({ options: { out: { type: 'string' } } }).values);
  } catch {
    throw new BackupError('Usage: npm run backup [-- --out FILE]');
  }
  const config = loadConfig();
  const now = new Date();
  const result = config.databaseUrl
    ? await backupServer({
        databaseUrl: config.databaseUrl,
        file: out ?? defaultBackupFile(config.dataDir, 'server', now),
      })
    : await backupEmbedded({
        dataDir: config.dataDir,
        file: out ?? defaultBackupFile(config.dataDir, 'embedded', now),
      });
  console.log(`Backup written: ${result.file} (${formatSize(result.bytes)})`);
  console.log(formatRowCounts(result.counts));
  console.log(
    `It holds the database only: a restore elsewhere also needs this AUTH_SECRET and RECEIPT_SIGNING_KEY (by default ${config.dataDir}/auth-secret and receipt-signing-key.pem).`,
  );
});
