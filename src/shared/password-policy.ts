/**
 * Which passwords are refused beyond their length (ASVS 5.0 V6.2.4 and V6.2.11): one from the
 * bundled list of common and breached passwords, or one that contains the account's e-mail
 * address or name. The server enforces it; the forms use the same rule to warn before sending.
 */

export const PASSWORD_POLICY_TEXT = {
  tooCommon:
    'This password is too common: it appears in lists of breached passwords. Choose another.',
  personal: 'Your password must not contain your e-mail address or name.',
} as const;

/** The most common entries of the ranked list are used (the package ships 49,233 of them). */
const COMMON_PASSWORD_LIST_SIZE = 100_000;

/** A part of the e-mail or name shorter than this is too ordinary to forbid. */
const PERSONAL_PART_MIN_LENGTH = 3;

/** Whose password it is: the e-mail address and the names the account gave. */
export type PasswordOwner = {
  email: string;
  names: readonly (string | null | undefined)[];
};

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/** The list, loaded on first use only (about 10 MB of heap on the server, 40 ms). */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common']
          .slice(0, COMMON_PASSWORD_LIST_SIZE)
          .map((entry) => entry.toLowerCase()),
      ),
  );
  return commonPasswords;
}

/** The e-mail address, its local part and each name, lower-cased, when long enough to matter. */
export function personalPartsOf(owner: PasswordOwner): string[] {
  const email = owner.email.trim().toLowerCase();
  const localPart = email.split('@')[0] ?? '';
  return [email, localPart, ...owner.names]
    .map((part) => (part ?? '').trim().toLowerCase())
    .filter((part) => part.length >= PERSONAL_PART_MIN_LENGTH);
}

/** Why the password is refused, or null when the policy allows it. */
export function passwordPolicyProblem(
  password: string,
  owner: PasswordOwner,
  common: ReadonlySet<string>,
): string | null {
  const lowered = password.toLowerCase();
  if (common.has(lowered)) return PASSWORD_POLICY_TEXT.tooCommon;
  if (personalPartsOf(owner).some((part) => lowered.includes(part))) {
    return PASSWORD_POLICY_TEXT.personal;
  }
  return null;
}
