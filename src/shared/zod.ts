import { z } from 'zod';

// zod probes `new Function` to decide whether to compile parsers; under our CSP (no 'unsafe-eval')
// the browser reports that probe as a violation even though zod catches it. Jitless skips it.
z.config({ jitless: true });

export { z };

/** A date and time as every answer carries it: ISO 8601 in UTC ('2026-11-23T09:30:00.000Z'). */
export const isoDateTime = z.iso.datetime({ offset: true });

/** Text an answer may leave empty: null, never a missing key. */
export const nullableText = z.string().nullable();
