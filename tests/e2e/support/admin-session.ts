/**
 * Where the "setup" project keeps the administrator's signed-in browser state: sign-ins are
 * limited per e-mail (10 per 15 minutes), so the admin journeys share one session.
 */
export const ADMIN_STORAGE_STATE = 'test-results/.auth/admin.json';
