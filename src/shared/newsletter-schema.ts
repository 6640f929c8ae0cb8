import { z } from './zod';
import { emailAddressSchema } from './email-address';

/** POST /api/newsletter; the News page's signup block checks the same rule before sending. */
export const newsletterSignupSchema = z.object({ email: emailAddressSchema });

export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;

/** The one answer to every signup, so it never reveals whether an address is subscribed. */
export const NEWSLETTER_PENDING_STATUS = 'pending-confirmation';
