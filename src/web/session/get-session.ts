import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '#shared/roles';
import { apiFetch } from '../lib/api';

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  image: string | null;
};

/** better-auth's answer: `null` when signed out. */
export type Session = {
  session: { expiresAt: string };
  user: SessionUser;
} | null;

export const sessionQueryOptions = queryOptions({
  queryKey: ['auth', 'session'],
  queryFn: () => apiFetch<Session>('/api/auth/get-session'),
});

export function useSession() {
  const { data, isPending } = useQuery(sessionQueryOptions);
  // A failed read counts as signed out: the server decides access anyway.
  const user = data?.user ?? null;
  return { user, isAdmin: user?.role === 'admin', isPending };
}
