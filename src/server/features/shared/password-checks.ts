import { PASSWORD_INCORRECT } from '#shared/auth';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import { isAccountPassword } from '../../auth/account-password';
import type { AppDependencies } from '../../core/context';
import { AppError } from '../../core/errors';
import { enforceRateLimit, refundRateLimit, type RateLimitRule } from '../../rate-limit/consume';

/**
 * Guessing the password through a signed-in form is as limited as through sign-in: one budget of
 * wrong passwords per account for every form that asks for it again (re-authentication, a password
 * change, turning the second factor on or off, renewing its codes), so no form adds guesses to
 * another's (decision 050). A right password costs nothing.
 */
export const PASSWORD_CHECK_LIMIT: RateLimitRule = { windowSeconds: 15 * 60, max: 10 };

/** And per caller address, as sign-in's (features/auth/rate-limit-rules.ts), for those forms together. */
export const PASSWORD_CHECK_LIMIT_PER_IP: RateLimitRule = { windowSeconds: 15 * 60, max: 60 };

/** The name of that per-address budget, for `limitPerIp`. */
export const PASSWORD_CHECKS = 'password-check';

/** What counting a password check needs. */
export type PasswordCheckDeps = Pick<AppDependencies, 'db' | 'knownRefusals' | 'metrics'>;

/** A password check counted against the account's budget, to be given back if it was right. */
export type PasswordCheck = { refund: () => Promise<void> };

/**
 * Counts one password check of the account before it is made, refusing it with 429 once the
 * budget's wrong passwords are spent; `refund` gives it back when the password was right.
 */
export async function countPasswordCheck(
  deps: PasswordCheckDeps,
  userId: string,
): Promise<PasswordCheck> {
  const key = `password-check:${userId}`;
  await enforceRateLimit(deps, key, PASSWORD_CHECK_LIMIT, 'user:password-check');
  return { refund: () => refundRateLimit(deps.db, key) };
}

/** What a signed-in form asked the password again for, as its failures are audited. */
export type PasswordCheckPurpose =
  'two_factor_enable' | 'two_factor_disable' | 'two_factor_backup_codes' | 'password_change';

/** A wrong password given to a signed-in form, in the audit trail. */
export function recordWrongPassword(
  deps: Pick<AppDependencies, 'db'>,
  {
    user,
    origin,
    purpose,
  }: { user: { id: string; email: string }; origin: RequestOrigin; purpose: PasswordCheckPurpose },
): Promise<void> {
  return recordAuditEvent(deps.db, {
    actor: { id: user.id, label: user.email },
    action: 'password_check_failed',
    entity: { type: 'account', id: user.id, label: user.email },
    origin,
    details: { purpose },
  });
}

/**
 * The signed-in account's password, given again before a change of its credentials: counted
 * against the account's budget, and a wrong one audited and answered 400 on `password`.
 */
export async function requireAccountPassword(
  deps: PasswordCheckDeps,
  input: {
    user: { id: string; email: string };
    password: string;
    origin: RequestOrigin;
    purpose: PasswordCheckPurpose;
  },
): Promise<void> {
  const check = await countPasswordCheck(deps, input.user.id);
  if (await isAccountPassword(deps.db, input.user.id, input.password)) return check.refund();
  await recordWrongPassword(deps, input);
  throw new AppError('BAD_REQUEST', PASSWORD_INCORRECT, {
    fields: { password: PASSWORD_INCORRECT },
  });
}
