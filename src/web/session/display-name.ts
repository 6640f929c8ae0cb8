import { fullName } from '#shared/person-name';
import type { SessionUser } from './get-session';

/** The full name when the account has one, else the e-mail (spec §2 user menu). */
export function displayNameOf(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  return fullName(user.firstName, user.lastName) || user.email;
}
