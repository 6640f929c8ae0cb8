import type { Tone } from './tones';

/** What a client can report about a shipment. */
export const ISSUE_CATEGORIES = [
  'delay',
  'damage',
  'broken_seal',
  'missing_item',
  'other',
] as const;

export type IssueCategory = (typeof ISSUE_CATEGORIES)[number];

export const ISSUE_CATEGORY_LABELS: Record<IssueCategory, string> = {
  delay: 'Delay',
  damage: 'Damage',
  broken_seal: 'Broken seal',
  missing_item: 'Missing item',
  other: 'Other',
};

/** Where a reported issue stands; a resolved issue takes no more replies. */
export const ISSUE_STATUSES = ['open', 'in_progress', 'resolved'] as const;

export type IssueStatus = (typeof ISSUE_STATUSES)[number];

export const ISSUE_STATUS_LABELS: Record<IssueStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
};

export const ISSUE_STATUS_TONES: Record<IssueStatus, Tone> = {
  open: 'orange',
  in_progress: 'blue',
  resolved: 'green',
};

/** Who wrote a message in an issue's thread. */
export const ISSUE_AUTHOR_ROLES = ['client', 'staff'] as const;

export type IssueAuthorRole = (typeof ISSUE_AUTHOR_ROLES)[number];
