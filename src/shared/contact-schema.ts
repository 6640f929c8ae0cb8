import { z } from './zod';
import { CONTACT_LIMITS, DEFAULT_SERVICE_TYPE, SERVICE_TYPES } from './contact';
import { emailAddressSchema } from './email-address';

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

function requiredText(label: string, max: number) {
  const required = `${label} is required.`;
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong(label, max));
}

/** Blank and absent both mean "not given" and are stored as null. */
function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => value || null);
}

/** The contact form (POST /api/contact); the form and the server give the same messages. */
export const contactMessageSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name),
  email: emailAddressSchema,
  company: optionalText('Company', CONTACT_LIMITS.company),
  phone: optionalText('Phone', CONTACT_LIMITS.phone),
  subject: optionalText('Subject', CONTACT_LIMITS.subject),
  message: requiredText('Message', CONTACT_LIMITS.message),
  serviceType: z
    .enum(SERVICE_TYPES, { error: 'Please choose one of the listed service types.' })
    .default(DEFAULT_SERVICE_TYPE),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
