import { CUSTODY_MESSAGES, DEVICE_CLOCK_SKEW_MS, HANDOFF_MAX_AGE_DAYS } from '#shared/custody';
import { fieldError } from '../../core/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A device's time is kept beside ours (decision 072), so it must be believable: not ahead of our
 * clock by more than a few minutes, not older than a phone stays offline.
 */
export function requireBelievableDeviceTime(deviceTime: string, field = 'device_time') {
  const at = new Date(deviceTime).getTime();
  const now = Date.now();
  if (at > now + DEVICE_CLOCK_SKEW_MS || at < now - HANDOFF_MAX_AGE_DAYS * DAY_MS) {
    throw fieldError('BAD_REQUEST', field, CUSTODY_MESSAGES.deviceTime);
  }
}
