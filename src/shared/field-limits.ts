/** Lengths every form and endpoint agree on; kept free of zod so any page can import them. */

/** RFC 5321's limit on the length of an address. */
export const EMAIL_MAX_LENGTH = 254;

/** The longest first or last name any form or endpoint accepts. */
export const PERSON_NAME_MAX_LENGTH = 100;
