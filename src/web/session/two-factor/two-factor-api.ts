import { useMutation } from '@tanstack/react-query';
import { answerOf, api } from '../../lib/api-client';
import { useRefreshingMutation } from '../../lib/use-refreshing-mutation';
import { sessionQueryOptions } from '../get-session';

const twoFactor = api.auth['two-factor'];

/** Each change of the second factor is read back through the session (`two_factor_enabled`). */
const SECOND_FACTOR_CHANGE = { refresh: [sessionQueryOptions.queryKey] };

/** Password again → a new secret (otpauth URI) and 10 backup codes; on once a code confirms it. */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) => answerOf(twoFactor.enable.$post({ json: { password } })),
  });
}

export function useConfirmTwoFactor() {
  return useRefreshingMutation(SECOND_FACTOR_CHANGE, (code: string) =>
    answerOf(twoFactor['verify-totp'].$post({ json: { code } })),
  );
}

export function useDisableTwoFactor() {
  return useRefreshingMutation(SECOND_FACTOR_CHANGE, (password: string) =>
    answerOf(twoFactor.disable.$post({ json: { password } })),
  );
}

export function useRenewBackupCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      answerOf(twoFactor['generate-backup-codes'].$post({ json: { password } })),
  });
}
