import { join } from 'node:path';
import { importCircles, shortestLoop } from './lib/import-cycles';
import { readImportGraph } from './lib/import-graph';

/**
 * `npm run check:cycles`: fails on any import circle in src/ (decision 056). Type-only and lazy
 * imports count too: a circle through them still means neither file can be read, moved or
 * tested without the other.
 */
const ROOT = join(import.meta.dirname, '..');

const graph = readImportGraph(ROOT, 'src');
const circles = importCircles(graph);
for (const circle of circles) {
  const loop = shortestLoop(graph, circle);
  const steps = loop.map(({ to, kind }) => `  ${kind === 'static' ? '→' : `→ (${kind})`} ${to}`);
  console.log(`\n✘ ${circle.length} files import each other:\n  ${circle[0]}\n${steps.join('\n')}`);
  if (circle.length > loop.length) {
    const others = circle.filter((file) => !loop.some(({ to }) => to === file));
    console.log(`  and through the same circle: ${others.join(', ')}`);
  }
}
console.log(
  `\n${circles.length === 0 ? '✔' : '✘'} ${graph.size} files in src/, ${circles.length} import circles`,
);
process.exit(circles.length === 0 ? 0 : 1);
