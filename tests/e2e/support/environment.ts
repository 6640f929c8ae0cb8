/** Where the end-to-end server listens; one fixed port so every Playwright worker agrees. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The SMTP sink's read-only HTTP view of received mail. */
export const E2E_MAIL_URL = `http://127.0.0.1:${E2E_PORT + 1}/mails`;
/** The harness's way to move a session's sign-in into the past (support/session-clock.ts). */
export const E2E_SESSION_CLOCK_URL = `http://127.0.0.1:${E2E_PORT + 1}/sessions/signed-in-minutes-ago`;
/** The harness's door that adds a staff account of a role (support/server.ts). */
export const E2E_STAFF_URL = `http://127.0.0.1:${E2E_PORT + 1}/staff`;
/** The harness's door that ends a delegate's shared access now (support/delegation-clock.ts). */
export const E2E_END_DELEGATION_URL = `http://127.0.0.1:${E2E_PORT + 1}/end-delegation`;
/** The harness's door that brings a visit's day to today (support/visit-clock.ts). */
export const E2E_VISIT_TODAY_URL = `http://127.0.0.1:${E2E_PORT + 1}/visit-today`;
export const E2E_ADMIN_EMAIL = 'admin@orion-tc.example';
export const E2E_ADMIN_PASSWORD = 'Admin-E2E-Password-1';
