/**
 * Where the "setup" project keeps the administrator's signed-in browser state: sign-ins are
 * limited per e-mail (10 per 15 minutes), so the admin journeys share one session.
 */
export const ADMIN_STORAGE_STATE = 'test-results/.auth/admin.json';

/**
 * The administrator's TOTP secret: two-factor sign-in is mandatory for administrators, so the
 * setup enrols them (as the demo admin does at first sign-in) and journeys that sign the admin in
 * again compute their codes from it.
 */
export const ADMIN_TOTP_SECRET_FILE = 'test-results/.auth/admin-totp-secret.txt';
