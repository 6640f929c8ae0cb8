import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../auth/session';

/**
 * The rows a viewer may see by their client column: every row for staff, their organisation's for
 * a client (decision 063), none for an account in no organisation.
 */
export function visibleTo(clientColumn: PgColumn, viewer: Viewer): SQL | undefined {
  return viewer.staff ? undefined : ofOrganisation(clientColumn, viewer.clientId);
}

/** The rows of one client organisation; none for an account in no organisation. */
export function ofOrganisation(clientColumn: PgColumn, clientId: string | null): SQL {
  return clientId ? eq(clientColumn, clientId) : sql`false`;
}

/** Whether a row of this client is the viewer's to see, by the same rule as visibleTo. */
export function mayView(viewer: Viewer, clientId: string | null): boolean {
  return viewer.staff || (viewer.clientId !== null && clientId === viewer.clientId);
}
