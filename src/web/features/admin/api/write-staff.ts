import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffInvitation } from '#shared/admin/staff';
import type { StaffRole } from '#shared/roles';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

/** Every staff write changes the one list; it is read again after each, failed or not. */
function useStaffWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.staff }),
  });
}

export function useInviteStaff() {
  return useStaffWrite((form: StaffInvitation) => answerOf(api.admin.staff.$post({ json: form })));
}

export function useChangeStaffRole() {
  return useStaffWrite(({ userId, role }: { userId: string; role: StaffRole }) =>
    answerOf(api.admin.staff[':userId'].role.$put({ param: { userId }, json: { role } })),
  );
}

export type StaffStatusAction = 'deactivate' | 'reactivate';

export function useChangeStaffStatus() {
  return useStaffWrite(({ userId, action }: { userId: string; action: StaffStatusAction }) =>
    answerOf(api.admin.staff[':userId'][action].$post({ param: { userId } })),
  );
}
