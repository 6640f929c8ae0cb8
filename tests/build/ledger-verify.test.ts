import { execFile } from 'node:child_process';
import { createPrivateKey } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/open-database';
import { custodyLedger } from '../../src/server/db/schema';
import { appendToLedger } from '../../src/server/ledger/append-to-ledger';
import { writeCheckpoint } from '../../src/server/ledger/checkpoints';
import { TEST_RECEIPT_SIGNING_KEY } from '../helpers/test-server';

/**
 * `npm run ledger:verify` (decision 073) on an embedded database in a data directory of its own,
 * as an operator runs it with the server stopped: a whole ledger passes, a changed entry is named.
 */

const ROOT = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'otc-ledger-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Opens the data directory's database, does the work and closes it again for the script. */
async function withDatabase(
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<unknown>,
) {
  const database = await openDatabase({ dataDir });
  try {
    await work(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  await withDatabase(async (db) => {
    for (const location of ['Geneva', 'Zürich', 'Basel']) {
      await db.transaction((tx) =>
        appendToLedger(tx, { kind: 'tracking_update', facts: { location } }),
      );
    }
    await writeCheckpoint(db, createPrivateKey(TEST_RECEIPT_SIGNING_KEY), new Date());
  });
});

function verifyScript(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _omit, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/ledger-verify.ts'],
      {
        cwd: ROOT,
        env: { ...inherited, DATA_DIR: dataDir, RECEIPT_SIGNING_KEY: TEST_RECEIPT_SIGNING_KEY },
        timeout: 60_000,
      },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          stdout,
          stderr,
        }),
    );
  });
}

it('prints the size of a whole ledger, and names the first broken entry with exit code 1', async () => {
  expect(await verifyScript()).toEqual({
    code: 0,
    stdout: 'Ledger verified: 3 entries, 1 checkpoints\n',
    stderr: '',
  });

  await withDatabase((db) =>
    db
      .update(custodyLedger)
      .set({ payload_text: sql`replace(${custodyLedger.payload_text}, 'Zürich', 'Zurich')` })
      .where(eq(custodyLedger.seq, 1)),
  );
  expect(await verifyScript()).toEqual({
    code: 1,
    stdout: '',
    stderr: 'Ledger broken at entry 1: its leaf hash does not match its payload\n',
  });
});
