/**
 * better-auth's TOTP: 30-second steps (passed to its plugin in auth.ts), and a code accepted for
 * one step either side of its own (verifyTOTP's window of 1 in @better-auth/utils/otp, which the
 * plugin does not let us change).
 */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_WINDOW_STEPS = 1;

/**
 * How long a code stays acceptable once it has been accepted: at most the step before its own, its
 * own and the one after (90 s), so a used code is remembered that long (ASVS V6.5.1).
 */
export const TOTP_CODE_VALIDITY_SECONDS = TOTP_PERIOD_SECONDS * (2 * TOTP_WINDOW_STEPS + 1);
