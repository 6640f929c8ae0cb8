import { queryOptions, useQuery } from '@tanstack/react-query';
import { isStaffRole } from '#shared/roles';
import { answerOf, api } from '../lib/api-client';

export const sessionQueryOptions = queryOptions({
  queryKey: ['auth', 'session'],
  queryFn: () => answerOf(api.auth['get-session'].$get()),
});

export function useSession() {
  const { data, isPending } = useQuery(sessionQueryOptions);
  // A failed read counts as signed out: the server decides access anyway.
  const user = data?.user ?? null;
  // The staff role the account holds; the server admits it only once its second factor is on.
  const staffRole = isStaffRole(user?.role) ? user.role : null;
  // The role in the client organisation the session works in: the portal shows what it may change.
  const clientRole = data?.organisation?.role ?? null;
  // A client account in no organisation, such as a delegate who signed up from a grant's link
  // (decision 065): the portal offers it what others share with it and its own settings.
  const inNoOrganisation = user !== null && staffRole === null && clientRole === null;
  return { user, isStaff: staffRole !== null, staffRole, clientRole, inNoOrganisation, isPending };
}
