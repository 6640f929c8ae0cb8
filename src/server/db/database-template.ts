import { createHash } from 'node:crypto';
import { existsSync, openAsBlob, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PROJECT_ROOT } from '../core/project-root';

/** The SQL migrations drizzle-kit writes and every start applies (drizzle's migrator reads it). */
export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, 'drizzle');

const TEMPLATE_FOLDER = join(PROJECT_ROOT, 'dist', 'database-template');

/**
 * A new embedded database is loaded from a tarball of an empty one with every migration applied
 * (decision 047), written by the build: PGlite's initdb took 2.1 s of a first start's 4.1 s here,
 * loading the tarball 0.3-0.5 s.
 *
 * The file is named after what it was made from: PGlite's version (its data files are PostgreSQL's
 * of that release) and the migrations. A template of another PGlite or of other migrations is
 * never found, so a database is then made by initdb and migrated, as without a template.
 */
export function databaseTemplatePath(migrationsFolder = MIGRATIONS_FOLDER): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(pglitePackageFolder(), 'package.json')));
  const journal = join(migrationsFolder, 'meta', '_journal.json');
  const migrations = readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(migrationsFolder, name));
  for (const file of [journal, ...migrations]) {
    hash.update(file.slice(migrationsFolder.length));
    hash.update(readFileSync(file));
  }
  return join(TEMPLATE_FOLDER, `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Every template file there is, whichever PGlite and migrations it was made for. */
export function databaseTemplateFiles(): string[] {
  if (!existsSync(TEMPLATE_FOLDER)) return [];
  return readdirSync(TEMPLATE_FOLDER).map((name) => join(TEMPLATE_FOLDER, name));
}

/**
 * The template for a database about to be opened in `pgliteDir` (undefined: in memory), or
 * undefined when that folder already holds a database (PGlite refuses to load over one) or no
 * template was built for this PGlite and these migrations.
 */
export async function templateForNewDatabase(
  pgliteDir: string | undefined,
): Promise<Blob | undefined> {
  if (pgliteDir && existsSync(join(pgliteDir, 'PG_VERSION'))) return undefined;
  const path = databaseTemplatePath();
  // Backed by the file, read once when PGlite unpacks it rather than copied into memory first.
  return existsSync(path) ? openAsBlob(path) : undefined;
}

function pglitePackageFolder(): string {
  // Its exports do not include its package.json: walk up from its entry. (Vitest's global setup
  // has no import.meta.resolve.)
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) {
    if (dirname(dir) === dir) throw new Error('No package.json above @electric-sql/pglite');
    dir = dirname(dir);
  }
  return dir;
}
