import { describe, expect, it } from 'vitest';
import { createKnownRefusals } from './known-refusals';

describe('known refusals', () => {
  it('refuses a remembered key until its time is up, then forgets it', () => {
    let now = 1_000;
    const known = createKnownRefusals(() => now);
    expect(known.refusedFor('ip:track:203.0.113.9')).toBeNull();
    known.remember('ip:track:203.0.113.9', 30_000);
    now += 29_999;
    expect(known.refusedFor('ip:track:203.0.113.9')).toBe(1);
    expect(known.refusedFor('ip:track:203.0.113.10')).toBeNull();
    now += 1;
    expect(known.refusedFor('ip:track:203.0.113.9')).toBeNull();
  });

  it('keeps at most 10,000 keys, dropping the oldest first', () => {
    const known = createKnownRefusals(() => 0);
    for (let key = 0; key <= 10_000; key++) known.remember(`k${key}`, 60_000);
    expect(known.refusedFor('k0')).toBeNull();
    expect(known.refusedFor('k1')).toBe(60_000);
    expect(known.refusedFor('k10000')).toBe(60_000);
  });

  it('forgets everything when cleared', () => {
    const known = createKnownRefusals(() => 0);
    known.remember('k', 1_000);
    known.clear();
    expect(known.refusedFor('k')).toBeNull();
  });
});
