import { z } from './zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import { PERSON_NAME_MAX_LENGTH } from './field-limits';

/** Generous upper bounds, so a profile field cannot carry a document. */
const NAME_MAX = PERSON_NAME_MAX_LENGTH;
const LINE_MAX = 200;

function atLeast(
  min: number,
  tooShort: string,
  max = NAME_MAX,
  tooLong = tooShort.replace('short', 'long'),
) {
  return z.string({ error: tooShort }).trim().min(min, tooShort).max(max, tooLong);
}

/**
 * A tab, a line break, an escape…: nothing a name is written with, and each would break the lines
 * and the CSV cells a name is printed in.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** A first or last name: the spec's 2 characters at least, 100 at most, no control character. */
function personName(label: 'First name' | 'Last name') {
  return atLeast(2, `${label} is too short`).refine(
    (name) => !CONTROL_CHARACTER.test(name),
    `${label} cannot contain control characters`,
  );
}

/** Personal Info tab of Edit Profile; the form and PUT /api/portal/profile agree. */
export const personalInfoSchema = z.object({
  first_name: personName('First name'),
  last_name: personName('Last name'),
  phone: atLeast(5, 'Phone number is too short', 30),
  address: atLeast(5, 'Address is too short', LINE_MAX),
  city: atLeast(2, 'City name is too short'),
  state: atLeast(2, 'State name is too short'),
  zipcode: atLeast(3, 'Zip code is too short', 20),
  country: atLeast(2, 'Country name is too short'),
});

export type PersonalInfo = z.output<typeof personalInfoSchema>;

/**
 * The account's own name (PUT /api/account/name, the admin's Profile): the very rules of the
 * client's Personal Info names, so an account's name reads the same whoever typed it.
 */
export const accountNameSchema = personalInfoSchema.pick({ first_name: true, last_name: true });

export type AccountName = z.output<typeof accountNameSchema>;

/** An optional field: blank means "not given" and is stored as null. */
function blankOr<Schema extends z.ZodType<string, string>>(schema: Schema) {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(schema.nullable());
}

const NEXT_OF_KIN_LIMITS = { name: [2, 100], phone: [5, 20] } as const;

/** Next of Kin tab: every field optional, each checked when filled in. */
export const nextOfKinSchema = z.object({
  next_of_kin_name: blankOr(
    z
      .string()
      .min(NEXT_OF_KIN_LIMITS.name[0], 'Name is too short')
      .max(NEXT_OF_KIN_LIMITS.name[1], 'Name is too long'),
  ),
  next_of_kin_email: blankOr(
    z.string().max(254, 'Invalid email address').pipe(z.email('Invalid email address')),
  ),
  next_of_kin_phone: blankOr(
    z
      .string()
      .min(NEXT_OF_KIN_LIMITS.phone[0], 'Phone number is too short')
      .max(NEXT_OF_KIN_LIMITS.phone[1], 'Phone number is too long'),
  ),
});

export type NextOfKin = z.output<typeof nextOfKinSchema>;

const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;

/** A password an account chooses: the length rule of every form that sets one. */
export const newPasswordField = z
  .string({ error: PASSWORD_TOO_SHORT_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

/** The password rule of the server (POST /api/account/password). */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required.' })
    .min(1, 'Current password is required.')
    .max(PASSWORD_MAX_LENGTH, 'Current password is incorrect.'),
  newPassword: newPasswordField,
});

/** The Security tab adds the confirmation, which only the form needs. */
export const passwordFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export type PasswordForm = z.input<typeof passwordFormSchema>;
