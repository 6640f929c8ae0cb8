import type { IssueCategory } from '#shared/issue';

/** What a client has written in Report Issue and not sent yet. */
export type IssueDraft = { category: IssueCategory; description: string };

export const EMPTY_ISSUE_DRAFT: IssueDraft = { category: 'delay', description: '' };
