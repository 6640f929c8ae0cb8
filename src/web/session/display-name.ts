import { fullName } from '#shared/person-name';
import type { SessionUser } from '#shared/session';

/** The full name when the account has one, else the e-mail, as the user menu shows it. */
export function displayNameOf(
  user: Pick<SessionUser, 'first_name' | 'last_name' | 'email'>,
): string {
  return fullName(user.first_name, user.last_name) || user.email;
}
