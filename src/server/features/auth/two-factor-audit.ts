import type { Context } from 'hono';
import type { AuditAction } from '#shared/audit-action';
import { recordAuditEvent, requestOriginOf } from '../../audit/record-audit-event';
import type { AppEnv } from '../../core/context';
import { alertOnNewDevice } from '../../notifications/new-device-alert';
import { sendSecurityAlert } from '../../notifications/security-alert';
import { forgetTrustedDevices } from '../../auth/trusted-devices';
import type { TwoFactorCaller } from './two-factor-caller';

const VERIFY_PATHS: Record<string, 'totp' | 'backup_code'> = {
  '/api/auth/two-factor/verify-totp': 'totp',
  '/api/auth/two-factor/verify-backup-code': 'backup_code',
};

/** Successful changes of the second factor and what each is audited as. */
const CHANGE_ACTIONS: Record<string, AuditAction> = {
  '/api/auth/two-factor/disable': 'two_factor_disabled',
  '/api/auth/two-factor/generate-backup-codes': 'two_factor_backup_codes_renewed',
};

export function isTwoFactorPath(path: string): boolean {
  return path.startsWith('/api/auth/two-factor/');
}

/**
 * The audit of a /two-factor/* answer: a wrong code (or a locked account) is 'two_factor_failed',
 * a right one finishes a sign-in ('sign_in') or an enrolment ('two_factor_enabled'), and turning it
 * off or renewing the backup codes is recorded as such. `extra` joins a code check's details (why a
 * code was refused).
 */
export async function auditTwoFactor(
  c: Context<AppEnv>,
  caller: TwoFactorCaller,
  response: Response,
  extra?: Record<string, unknown>,
): Promise<void> {
  const action = actionOf(c.req.path, caller, response.status);
  if (!action) return;
  const method = VERIFY_PATHS[c.req.path];
  const { db, config, wakeMailSender } = c.get('deps');
  const origin = requestOriginOf(c);
  const userId = caller.userId;
  const alerting = action === 'sign_in' || SECOND_FACTOR_CHANGES.has(action);
  await db.transaction(async (tx) => {
    // A sign-in finished with a code is a sign-in like any other: a new device is told.
    if (action === 'sign_in') await alertOnNewDevice(tx, { config, userId, origin });
    if (SECOND_FACTOR_CHANGES.has(action)) {
      // A device trusted under the factor as it was skips no new one (decision 051).
      await forgetTrustedDevices(tx, userId);
      await sendSecurityAlert(tx, {
        config,
        userId,
        kind: 'second_factor_changed',
        details: origin,
      });
    }
    await recordAuditEvent(tx, {
      actor: { id: userId, label: caller.email },
      action,
      entity: { type: 'account', label: caller.email },
      origin,
      details: method ? { method, status: response.status, ...extra } : null,
    });
  });
  if (alerting) wakeMailSender();
}

/** Changes of the second factor its owner is alerted to by e-mail. */
const SECOND_FACTOR_CHANGES = new Set<AuditAction>([
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_backup_codes_renewed',
]);

function actionOf(path: string, caller: TwoFactorCaller, status: number): AuditAction | null {
  const method = VERIFY_PATHS[path];
  if (method) {
    if (status === 401 || status === 429) return 'two_factor_failed';
    if (status !== 200) return null;
    if (caller.signingIn) return 'sign_in';
    return caller.enrolled ? null : 'two_factor_enabled';
  }
  return status === 200 ? (CHANGE_ACTIONS[path] ?? null) : null;
}
