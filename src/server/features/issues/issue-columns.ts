import { sql } from 'drizzle-orm';
import type { IssueMessage } from '#shared/issue-schema';
import { issues } from '../../db/schema';

/** Where the report's photo is served (read-issue-photo.ts). */
const issuePhotoUrl = (issueId: string) => `/api/issues/${issueId}/photo`;

/** The columns every issue answer starts with. */
export const issueSummaryColumns = {
  id: issues.id,
  tracking_number: issues.tracking_number,
  category: issues.category,
  status: issues.status,
  created_at: issues.created_at,
  updated_at: issues.updated_at,
};

/** Dates of an issue row as the answers carry them. */
export function summaryOf<Row extends { created_at: Date; updated_at: Date }>(row: Row) {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** What one issue's page reads of it, whoever reads it. */
export const issueDetailColumns = {
  ...issueSummaryColumns,
  description: issues.description,
  resolved_at: issues.resolved_at,
  // Named in full: drizzle writes a bare column name inside raw SQL, which the subquery would
  // read as its own table's.
  has_photo: sql<boolean>`exists (select 1 from shipment_photos where shipment_photos.issue_id = issues.id)`,
};

type DetailRow = {
  id: string;
  created_at: Date;
  updated_at: Date;
  resolved_at: Date | null;
  has_photo: boolean;
};

/** An issue's page: its row with dates as text, its photo's address and its thread. */
export function issueDetailOf<Row extends DetailRow>(
  { has_photo, resolved_at, ...row }: Row,
  messages: IssueMessage[],
) {
  return {
    ...summaryOf(row),
    resolved_at: resolved_at?.toISOString() ?? null,
    photo_url: has_photo ? issuePhotoUrl(row.id) : null,
    messages,
  };
}

type JoinedPeople = {
  client: { id: string; first_name: string | null; last_name: string | null; email: string } | null;
  assignee: { id: string; name: string } | null;
};

/** The issue's client and assignee from left joins: null when the join found no one. */
export function peopleOf({ client, assignee }: JoinedPeople) {
  return { client: client?.id ? client : null, assignee: assignee?.id ? assignee : null };
}
