import type { ImportEdge, ImportGraph } from './import-graph';

/**
 * The groups of files that import each other, directly or through others: the strongly connected
 * components of the graph with more than one file, or one file that imports itself (Tarjan).
 */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];

  const connect = (file: string) => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const { to } of graph.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(to)!));
      } else if (onStack.has(to)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(to)!));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const importsItself = graph.get(file)?.some(({ to }) => to === file) ?? false;
    if (component.length > 1 || importsItself) circles.push(component.sort());
  };

  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return circles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest way from the circle's first file back to itself, each step with its import. */
export function shortestLoop(graph: ImportGraph, circle: string[]): ImportEdge[] {
  const members = new Set(circle);
  const start = circle[0];
  const cameBy = new Map<string, { from: string; edge: ImportEdge }>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const edge of graph.get(file) ?? []) {
      if (!members.has(edge.to) || cameBy.has(edge.to)) continue;
      cameBy.set(edge.to, { from: file, edge });
      if (edge.to === start) queue.length = 0;
      else queue.push(edge.to);
    }
  }
  const loop: ImportEdge[] = [];
  let at = start;
  do {
    const step = cameBy.get(at)!;
    loop.unshift(step.edge);
    at = step.from;
  } while (at !== start);
  return loop;
}
