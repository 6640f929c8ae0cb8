import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

async function getStaff() {
  const { staff } = await answerOf(api.admin.staff.$get());
  return staff;
}

const staffQueryOptions = queryOptions({ queryKey: ADMIN_KEYS.staff, queryFn: getStaff });

export function useStaff() {
  return useQuery(staffQueryOptions);
}
