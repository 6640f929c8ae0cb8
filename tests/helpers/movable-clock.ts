/**
 * This process's clock, which a test can move forward instead of waiting (decision 058): a test
 * that needs the next TOTP time step moves there rather than sleeping up to 30 s. From the first
 * move on, `Date` is replaced, so everything in the process reads the moved clock: the test, the
 * server it runs in-process, better-auth's TOTP check (which reads Date.now()), PGlite's now().
 * The clock keeps running at the real speed, ahead by the moves so far, and never goes back.
 */
const RealDate = Date;
let aheadMs = 0;

const now = () => RealDate.now() + aheadMs;

const MovableDate = new Proxy(RealDate, {
  construct: (target, args: unknown[], newTarget: NewableFunction) =>
    Reflect.construct(target, args.length > 0 ? args : [now()], newTarget) as Date,
  // `Date()` called without `new`: the time as a string.
  apply: () => new RealDate(now()).toString(),
  get: (target, property, receiver) =>
    property === 'now' ? now : (Reflect.get(target, property, receiver) as unknown),
});

/** Moves this process's clock forward to `time` (milliseconds since the epoch), if it is behind. */
export function moveClockTo(time: number): void {
  globalThis.Date = MovableDate;
  aheadMs = Math.max(aheadMs, time - RealDate.now());
}
