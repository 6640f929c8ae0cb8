import { holdTickObjectShape } from './core/tick-object-shape';

// Before anything else loads: a static import of the server would load every module (and run
// their collections) before this line (core/tick-object-shape.ts, decision 046).
holdTickObjectShape();

/**
 * The server this process runs, once it is up: what `npm start` starts, and what the end-to-end
 * harness (tests/e2e/support/server.ts) starts in its own process to reach its database.
 */
export const { started } = await import('./start');
