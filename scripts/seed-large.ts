import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/server/config/config';
import type { Config } from '../src/server/config/config';
import { queryRows } from '../src/server/db/client';
import { openDatabase } from '../src/server/db/open-database';
import type { Database } from '../src/server/db/client';
import { clients, shipments, shipmentUpdates, users, vaultItems } from '../src/server/db/schema';
import {
  generateClients,
  generateShipments,
  generateVaultItems,
} from '../src/server/seed/generate-rows';
import { insertJson } from '../src/server/seed/insert-json';
import { createRandom, startOfUtcDay } from '../src/server/seed/random';
import { seedDemo } from '../src/server/seed/seed-demo';

/**
 * `npm run seed:large`: 20,000 clients, 100,000 shipments (about two tracking updates each) and
 * 100,000 vault items, for measuring the admin screens at scale (`npm run bench`). Opens the
 * database as the server does (DATA_DIR or DATABASE_URL). PGlite is one process: stop the server
 * on the same DATA_DIR first. Idempotent: a database that already has 20,000 clients is left alone.
 */

const SEED = 20_260_101;
const LARGE_COUNTS = { clients: 20_000, shipments: 100_000, vaultItems: 100_000 };

/** One line on stderr, exit code 1. */
function fail(message: string): never {
  console.error(message.split('\n')[0]);
  process.exit(1);
}

/** The innermost message: drizzle wraps driver errors in "Failed query: …". */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? messageOf(error.cause) : error.message;
}

/**
 * PGlite does not lock its directory: a second process opening it while the server runs would
 * corrupt it. PGlite writes postmaster.pid while open (a crash leaves it behind), so when the file
 * is there, look for a live process holding files in the directory (Linux /proc). Returns why the
 * directory must not be opened, or null.
 */
function embeddedDatabaseInUse(dataDir: string): string | null {
  const directory = join(dataDir, 'pglite');
  const pidFile = join(directory, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  if (!existsSync('/proc/self/fd')) {
    return `The database in ${dataDir} may be open (${pidFile} exists): stop the server first; if none runs, a crashed run left that file, delete it.`;
  }
  const prefix = `${realpathSync(directory)}/`;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    let descriptors: string[];
    try {
      descriptors = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const descriptor of descriptors) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${descriptor}`);
      } catch {
        continue; // closed meanwhile
      }
      if (target.startsWith(prefix)) {
        return `The database in ${dataDir} is open in process ${pid} (the server?): stop it, then run npm run seed:large again.`;
      }
    }
  }
  return null;
}

async function open(config: Config): Promise<Database> {
  const inUse = config.databaseUrl ? null : embeddedDatabaseInUse(config.dataDir);
  if (inUse) fail(inUse);
  try {
    return await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    );
  } catch (error) {
    return fail(
      config.databaseUrl
        ? `Could not open the database at DATABASE_URL: ${messageOf(error)}`
        : `Could not open the database in ${config.dataDir} (stop the server using it first): ${messageOf(error)}`,
    );
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  const config = loadConfig();
  const started = performance.now();
  const database = await open(config);
  const { db } = database;
  try {
    const [existing] = await queryRows<{ clients: number }>(
      db,
      sql`select count(*)::int as clients from ${clients}`,
    );
    if ((existing?.clients ?? 0) >= LARGE_COUNTS.clients) {
      console.log(`Large data already there (${existing?.clients} clients): nothing to do.`);
      return;
    }

    // The server loads the demo company (and its admin) only into a database with no user yet;
    // after this script there are users, so load it first, exactly as the server would.
    if (config.seedDemo) {
      const demo = await seedDemo({
        db,
        adminEmail: config.adminEmail,
        adminPassword: config.adminPassword,
        authSecret: config.authSecret,
        signingKey: config.receiptSigningKey,
        history: true,
      });
      if (demo.seeded && demo.generated) {
        console.log(
          `Demo data loaded. Admin sign-in: ${config.adminEmail} / ${demo.adminPassword}`,
        );
      } else if (demo.seeded) {
        console.log(`Demo data loaded. Admin sign-in: ${config.adminEmail} with ADMIN_PASSWORD.`);
      }
    }

    const generating = performance.now();
    // Dates count back from the start of today (UTC): the same day gives the same rows.
    const now = startOfUtcDay(Date.now());
    const random = createRandom(SEED);
    const taken = new Set(
      (
        await queryRows<{ tracking_number: string }>(
          db,
          sql`select tracking_number from ${shipments}`,
        )
      ).map((row) => row.tracking_number),
    );
    const clientRows = generateClients(random, {
      now,
      count: LARGE_COUNTS.clients,
      spanDays: 913,
      naming: { kind: 'numbered' },
    });
    const shipmentRows = generateShipments(random, {
      now,
      count: LARGE_COUNTS.shipments,
      spanDays: 730,
      clients: clientRows,
      takenTrackingNumbers: taken,
    });
    const itemRows = generateVaultItems(random, {
      now,
      count: LARGE_COUNTS.vaultItems,
      clients: clientRows,
    });
    console.log(`Generated the rows in ${seconds(generating)}.`);

    // One transaction: a failure leaves nothing half-seeded, so running again starts clean.
    const inserting = performance.now();
    await db.transaction(async (tx) => {
      await insertJson(tx, users, clientRows.users);
      await insertJson(tx, clients, clientRows.clients);
      await insertJson(tx, shipments, shipmentRows.shipments);
      await insertJson(tx, shipmentUpdates, shipmentRows.updates);
      await insertJson(tx, vaultItems, itemRows);
    });
    console.log(
      `Inserted ${clientRows.clients.length} clients, ${shipmentRows.shipments.length} shipments, ${shipmentRows.updates.length} tracking updates and ${itemRows.length} vault items in ${seconds(inserting)}.`,
    );

    // PGlite has no autovacuum: VACUUM sets the visibility map (index-only counts) and merges the
    // trigram indexes' pending lists; ANALYZE gives the planner the new row counts.
    const analyzing = performance.now();
    for (const table of [users, clients, shipments, shipmentUpdates, vaultItems]) {
      await db.execute(sql`vacuum analyze ${table}`);
    }
    console.log(`VACUUM ANALYZE in ${seconds(analyzing)}.`);
    console.log(`seed:large finished in ${seconds(started)}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  fail(`seed:large failed: ${messageOf(error)}`);
});
