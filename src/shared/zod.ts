import { z } from 'zod';

// zod probes `new Function` to decide whether to compile parsers; under our CSP (no 'unsafe-eval')
// the browser reports that probe as a violation even though zod catches it. Jitless skips it.
z.config({ jitless: true });

export { z };
