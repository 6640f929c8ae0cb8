import type { IssueMessage } from '#shared/issue-schema';
import { cn } from '../lib/cn';
import { formatDateTime } from '../lib/format';

type IssueThreadProps = {
  /** The report itself opens the thread. */
  report: { author: string; description: string; created_at: string };
  messages: IssueMessage[];
  /** Who each message is from, as this reader names them. */
  authorOf: (message: IssueMessage) => string;
};

/** An issue's conversation, oldest first: the report, then every message with who and when. */
export function IssueThread({ report, messages, authorOf }: IssueThreadProps) {
  const entries = [
    {
      id: 'report',
      author: report.author,
      staff: false,
      body: report.description,
      created_at: report.created_at,
    },
    ...messages.map((message) => ({
      id: message.id,
      author: authorOf(message),
      staff: message.author_role === 'staff',
      body: message.body,
      created_at: message.created_at,
    })),
  ];
  return (
    <ol aria-label="Conversation" className="grid gap-3">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={cn(
            'grid gap-1 rounded-lg border p-4',
            entry.staff ? 'border-accent/40 bg-accent/5' : 'border-border bg-card',
          )}
        >
          <p className="flex flex-wrap justify-between gap-2 text-sm">
            <span className="font-semibold">{entry.author}</span>
            <time dateTime={entry.created_at} className="text-muted-foreground">
              {formatDateTime(entry.created_at)}
            </time>
          </p>
          <p className="text-sm whitespace-pre-wrap">{entry.body}</p>
        </li>
      ))}
    </ol>
  );
}
