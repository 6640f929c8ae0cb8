import { sql } from 'drizzle-orm';
import { check, customType, numeric, timestamp } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Binary column for stored files (avatars); PGlite and pg both hand back a Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Money as numeric(14,2), read as a JavaScript number. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** A CHECK that keeps a text column inside one of the shared vocabularies. */
export function oneOf(name: string, column: PgColumn, values: readonly string[]) {
  const list = sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));
  return check(name, sql`${column} in (${list})`);
}
