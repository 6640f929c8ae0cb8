import { randomUUID } from 'node:crypto';
import { ROLE_LABELS, type StaffRole } from '../../src/shared/roles';
import { users } from '../../src/server/db/schema';
import { addPassword } from './admin-callers';
import type { SignedIn } from './portal-callers';
import { signIn } from './portal-callers';
import type { TestServer } from './test-server';
import { enrolTwoFactor } from './two-factor';
import { signedInWithPassword } from './two-factor-accounts';

/**
 * A staff member of `role` with the second factor on, signed in with both factors, as every staff
 * role must be to reach the admin area (decision 049). One account per call.
 */
async function signInStaff(
  server: TestServer,
  role: StaffRole,
  name = `${role}-${randomUUID().slice(0, 8)}`,
): Promise<SignedIn> {
  const email = `${name}@staff.example`;
  const password = `${name}-Staff-Pass-1`;
  const id = randomUUID();
  await server.deps.db.insert(users).values({
    id,
    email,
    name: `${name} ${ROLE_LABELS[role]}`,
    firstName: name,
    lastName: ROLE_LABELS[role],
    emailVerified: true,
    role,
  });
  await addPassword(server, id, password);
  const enrolling = await signedInWithPassword(server, email, password);
  const { secret } = await enrolTwoFactor(enrolling, password);
  server.totpSecrets.set(email, secret);
  return signIn(server, email, password);
}

/** One signed-in staff member per role, in STAFF_ROLES order. */
export async function signInEachStaffRole(
  server: TestServer,
  roles: readonly StaffRole[],
): Promise<Map<StaffRole, SignedIn>> {
  const signedIn = new Map<StaffRole, SignedIn>();
  for (const role of roles) signedIn.set(role, await signInStaff(server, role));
  return signedIn;
}
