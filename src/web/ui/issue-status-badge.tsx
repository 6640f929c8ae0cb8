import { ISSUE_STATUS_LABELS, ISSUE_STATUS_TONES, type IssueStatus } from '#shared/issue';
import { ToneBadge } from './tone-badge';

/** An issue's status in its label and colour, the same in the portal and the admin area. */
export function IssueStatusBadge({ status }: { status: IssueStatus }) {
  return <ToneBadge tone={ISSUE_STATUS_TONES[status]}>{ISSUE_STATUS_LABELS[status]}</ToneBadge>;
}
