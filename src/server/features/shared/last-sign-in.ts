import { sql } from 'drizzle-orm';

/**
 * When the row's account last signed in, from the audit trail, for a select from "user". Written
 * out whole: inside a subquery drizzle names columns without their table.
 */
export const lastSignedInAt =
  sql<Date | null>`(select max(e.created_at) from "audit_events" e where e.actor_user_id = "user".id and e.action = 'sign_in')`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );
