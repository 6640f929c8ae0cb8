import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The project folder: the nearest folder above this module that holds package.json. The server
 * runs from src/server (tsx: dev and tests) and bundled into dist/server (`npm start`, decision
 * 035), so what it reads from disk (drizzle/, dist/web/) is found from here, not from a path
 * relative to the file that asks.
 */
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
