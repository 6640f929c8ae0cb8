import { loadConfig } from '../src/server/config/config';
import { openDatabase } from '../src/server/db/open-database';
import { ledgerPublicKeys } from '../src/server/ledger/ledger-keys';
import { verifyLedger } from '../src/server/ledger/verify-ledger';
import { runScript } from './backup/cli';

/**
 * `npm run ledger:verify`: walks the custody ledger of the database the server uses (the same
 * configuration: DATABASE_URL, else the embedded one in DATA_DIR) from its first entry, with the
 * server's RECEIPT_SIGNING_KEY and RECEIPT_PREVIOUS_PUBLIC_KEYS for its checkpoints (decisions 073,
 * 074). Exits 1 at the first broken
 * entry, naming it. The embedded database can be verified only while the server is stopped.
 */
runScript('ledger:verify', async () => {
  const config = loadConfig();
  const database = await openDatabase({
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }),
    migrate: false,
  });
  try {
    const verdict = await verifyLedger(
      database.db,
      ledgerPublicKeys(config.receiptSigningKey, config.previousPublicKeys),
    );
    if (!verdict.ok) {
      const { seq, reason } = verdict.firstBroken;
      console.error(`Ledger broken at entry ${seq}: ${reason}`);
      process.exitCode = 1;
      return;
    }
    console.log(`Ledger verified: ${verdict.size} entries, ${verdict.checkpoints} checkpoints`);
  } finally {
    await database.close();
  }
});
