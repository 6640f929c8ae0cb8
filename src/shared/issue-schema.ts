import { clientNameSchema } from './admin/clients';
import { ISSUE_AUTHOR_ROLES, ISSUE_CATEGORIES, ISSUE_STATUSES } from './issue';
import { keysetPageSchema, pageSchema } from './list-query';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text';
import { isoDateTime, nullableText, z } from './zod';

/** Issue reports and their threads: the form and the server say the same words. */
const ISSUE_DESCRIPTION_MIN = 10;
export const ISSUE_TEXT_MAX = 2000;
export const CLIENT_ISSUES_PAGE_SIZE = 20;

export const ISSUE_MESSAGES = {
  category: 'Choose what went wrong.',
  descriptionShort: `Describe the problem in at least ${ISSUE_DESCRIPTION_MIN} characters.`,
  descriptionLong: `The description must be at most ${ISSUE_TEXT_MAX} characters.`,
  messageEmpty: 'Write a message.',
  messageLong: `A message must be at most ${ISSUE_TEXT_MAX} characters.`,
  notFound: 'Issue not found.',
  photoNotFound: 'Photo not found.',
  shipmentNotFound: 'Shipment not found.',
  resolved: 'This issue is resolved: it takes no more messages.',
  alreadyResolved: 'This issue is already resolved.',
  notResolved: 'Only a resolved issue can be reopened.',
} as const;

/** Trimmed text of `min` to ISSUE_TEXT_MAX characters that PostgreSQL can store. */
function threadText(min: number, tooShort: string, tooLong: string) {
  return z
    .string({ error: tooShort })
    .trim()
    .min(min, tooShort)
    .max(ISSUE_TEXT_MAX, tooLong)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}

export const issueCategoryField = z.enum(ISSUE_CATEGORIES, { error: ISSUE_MESSAGES.category });

export const issueDescriptionField = threadText(
  ISSUE_DESCRIPTION_MIN,
  ISSUE_MESSAGES.descriptionShort,
  ISSUE_MESSAGES.descriptionLong,
);

/** The Report Issue form's text fields (the photo travels beside them). */
export const issueReportFieldsSchema = z.object({
  category: issueCategoryField,
  description: issueDescriptionField,
});

/** A message in an issue's thread, from the client or from staff. */
export const issueMessageInputSchema = z
  .object({ body: threadText(1, ISSUE_MESSAGES.messageEmpty, ISSUE_MESSAGES.messageLong) })
  .meta({ id: 'IssueMessageInput' });

const issueMessageSchema = z
  .object({
    id: z.uuid(),
    author_role: z.enum(ISSUE_AUTHOR_ROLES),
    author_name: nullableText.meta({
      description: 'Who wrote it, for staff only; a client reads staff messages as OTC staff.',
    }),
    body: z.string(),
    created_at: isoDateTime,
  })
  .meta({ id: 'IssueMessage' });

export type IssueMessage = z.infer<typeof issueMessageSchema>;

const issueSummaryFields = {
  id: z.uuid(),
  tracking_number: z.string(),
  category: z.enum(ISSUE_CATEGORIES),
  status: z.enum(ISSUE_STATUSES),
  created_at: isoDateTime,
  updated_at: isoDateTime,
};

const issueDetailFields = {
  description: z.string(),
  resolved_at: isoDateTime.nullable(),
  photo_url: nullableText.meta({ description: "The report's photo, when one was sent." }),
  messages: z.array(issueMessageSchema).meta({ description: 'Oldest first.' }),
};

const clientIssueSchema = z.object(issueSummaryFields).meta({ id: 'ClientIssue' });

export type ClientIssue = z.infer<typeof clientIssueSchema>;

export const clientIssuePageSchema = pageSchema(clientIssueSchema, 'ClientIssuePage');

export const clientIssueDetailSchema = z
  .object({ ...issueSummaryFields, ...issueDetailFields })
  .meta({ id: 'ClientIssueDetail' });

export type ClientIssueDetail = z.infer<typeof clientIssueDetailSchema>;

const staffMemberSchema = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'StaffMember' });

const adminIssueRowSchema = z
  .object({
    ...issueSummaryFields,
    client: clientNameSchema.nullable(),
    assignee: staffMemberSchema.nullable(),
  })
  .meta({ id: 'AdminIssueRow' });

export type AdminIssueRow = z.infer<typeof adminIssueRowSchema>;

export const adminIssuePageSchema = keysetPageSchema(adminIssueRowSchema, 'AdminIssuePage');

export const adminIssueDetailSchema = z
  .object({
    ...issueSummaryFields,
    ...issueDetailFields,
    client: clientNameSchema.nullable(),
    assignee: staffMemberSchema.nullable(),
    shipment_id: z.uuid().nullable().meta({ description: 'Null once the shipment is deleted.' }),
  })
  .meta({ id: 'AdminIssueDetail' });

export type AdminIssueDetail = z.infer<typeof adminIssueDetailSchema>;

/** What a report answers: the new issue, to link to. */
export const reportedIssueSchema = z
  .object({ id: z.uuid(), tracking_number: z.string(), status: z.enum(ISSUE_STATUSES) })
  .meta({ id: 'ReportedIssue' });

/** What a change to an issue answers: where it now stands. */
export const changedIssueSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(ISSUE_STATUSES),
    assignee_user_id: z.uuid().nullable(),
  })
  .meta({ id: 'ChangedIssue' });

/** The admin queue's filter of whose issues to show. */
export const ISSUE_ASSIGNMENT_FILTERS = ['me', 'unassigned'] as const;
