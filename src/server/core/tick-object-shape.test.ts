import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { heldTickObject, holdTickObjectShape } from './tick-object-shape';

/**
 * Run in a process of its own, with V8's natives syntax: nextTick's feedback is read before and
 * after a stretch of full collections with no tick pending, the stretch that, at start-up, made
 * every later tick go through V8's runtime (decision 046).
 */
const CHILD = `
import { holdTickObjectShape } from ${JSON.stringify(new URL('./tick-object-shape.ts', import.meta.url).pathname)};
if (process.argv.includes('hold')) holdTickObjectShape();
let feedback;
try {
  feedback = new Function('fn', 'return %GetFeedback(fn)');
} catch {
  console.log(JSON.stringify({ unsupported: true }));
  process.exit(0);
}
const literalSlots = () =>
  feedback(process.nextTick)
    .filter((slot) => slot?.[0] === 'DefineKeyedOwnPropertyInLiteral')
    .map(([, state]) => state.split('\\n')[0]);
const ticks = () => new Promise((done) => {
  for (let i = 0; i < 100; i++) process.nextTick(() => {});
  setImmediate(done);
});
for (let i = 0; i < 5; i++) await ticks();
const before = literalSlots();
for (let round = 0; round < 4; round++) {
  let garbage = [];
  for (let i = 0; i < 2e6; i++) garbage.push({ i });
  garbage = null;
}
for (let i = 0; i < 5; i++) await ticks();
console.log(JSON.stringify({ before, after: literalSlots() }));
`;

function nextTickFeedback(hold: boolean) {
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--allow-natives-syntax',
      '--input-type=module',
      '--eval',
      CHILD,
      hold ? 'hold' : 'let go',
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!) as
    { unsupported: true } | { before: string[]; after: string[] };
}

describe('holding one nextTick entry', () => {
  it('holds a real queue entry, once', () => {
    holdTickObjectShape();
    const held = heldTickObject();
    expect(held).toMatchObject({ callback: expect.any(Function) });
    expect(Object.getOwnPropertySymbols(held).length).toBeGreaterThanOrEqual(2);
    holdTickObjectShape();
    expect(heldTickObject()).toBe(held);
  });

  // %GetFeedback came with the V8 of Node 22; on Node 20 (CI's first stage) there is nothing to read.
  it('keeps nextTick building its entries in optimized code after full collections', (context) => {
    const result = nextTickFeedback(true);
    if ('unsupported' in result) return context.skip();
    expect(result.before).toEqual(Array(result.before.length).fill('MONOMORPHIC'));
    expect(result.before.length).toBeGreaterThanOrEqual(3);
    expect(result.after).toEqual(result.before);
  });
});
