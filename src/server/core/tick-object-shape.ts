import { createHook } from 'node:async_hooks';

let held: object | undefined;

/**
 * Keeps one of Node's `process.nextTick` queue entries alive for the life of the process, so the
 * hidden classes V8 gave those entries stay alive too (decision 046).
 *
 * nextTick builds each entry as an object literal with three symbol keys. When a stretch of work
 * with no tick pending (loading the modules, starting PGlite) runs a few full garbage collections,
 * V8 drops those classes; the next tick makes new ones, nextTick's inline caches see a second
 * class, and from then on every tick is built by V8's runtime instead of optimized code: about
 * 300 ns more per tick, six or so per HTTP answer, for as long as the process runs. Holding one
 * entry keeps its class, and with it the chain of classes it was built through.
 *
 * The entry is taken from an async hook enabled for one synchronous nextTick and disabled at once:
 * the only public way to see one. Run first, before any other module loads (main.ts).
 */
export function holdTickObjectShape(): void {
  if (held) return;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') held ??= resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
}

/** The entry held, for the test that proves the classes stay. */
export const heldTickObject = (): object | undefined => held;
