/** Password length bounds, shared by the forms and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The answers to a password entered again ("Confirm it's you"), on the form and the server. */
export const PASSWORD_REQUIRED = 'Please enter your password.';
export const PASSWORD_INCORRECT = 'Password is incorrect.';

/** Account types offered at sign-up; "admin" only files a request (decision 001). */
export const ACCOUNT_TYPES = ['client', 'admin'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** A staff account an administrator deactivated (decision 062): its sign-in is refused so. */
export const ACCOUNT_DEACTIVATED_CODE = 'ACCOUNT_DEACTIVATED';
export const ACCOUNT_DEACTIVATED_MESSAGE =
  'This account has been deactivated. Please contact your administrator.';

/** Error code the server returns when sign-in is refused for an unconfirmed address. */
export const EMAIL_NOT_VERIFIED_CODE = 'EMAIL_NOT_VERIFIED';

/** Session limits, in seconds: 30 idle minutes and 12 hours in all (decision 003). */
export const SESSION_IDLE_TIMEOUT_SECONDS = 30 * 60;
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 12 * 60 * 60;

export const RESET_PASSWORD_TOKEN_SECONDS = 60 * 60;
export const EMAIL_VERIFICATION_TOKEN_SECONDS = 24 * 60 * 60;

/** Two-factor sign-in (decision 030): how many single-use backup codes an enrolment gives. */
export const TWO_FACTOR_BACKUP_CODE_COUNT = 10;
/** "Trust this device": how long a device that passed the second factor skips it. */
export const TRUST_DEVICE_DAYS = 30;
/** Wrong second-factor codes an account may give before it is locked for the lockout time. */
export const TWO_FACTOR_MAX_FAILED_ATTEMPTS = 5;
export const TWO_FACTOR_LOCKOUT_SECONDS = 15 * 60;
/** The error code of an admin route while the administrator has not enrolled a second factor. */
export const TWO_FACTOR_REQUIRED_CODE = 'TWO_FACTOR_REQUIRED';
/**
 * Re-authentication (decision 033, ASVS V6.2.x/V7.5.x): changing a credential or exporting client
 * data asks for the password or a passkey again once the last sign-in is older than this.
 */
export const REAUTHENTICATION_WINDOW_SECONDS = 10 * 60;
/** The error code (403) of a request that needs the owner to prove who they are again first. */
export const REAUTHENTICATION_REQUIRED_CODE = 'REAUTHENTICATION_REQUIRED';
