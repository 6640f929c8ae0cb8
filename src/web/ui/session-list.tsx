import { Monitor } from 'lucide-react';
import type { AccountSession } from '#shared/account-session';
import { formatDateTime, formatRelativeTime } from '../lib/format';
import { Button } from './button';
import { ToneBadge } from './tone-badge';

type SessionListProps = {
  sessions: AccountSession[];
  /** Whose sessions, for the list's name: 'Your sessions', 'Sessions of Ana Ruiz'. */
  label: string;
  /** Gets the session and the End button, which has the focus back when a dialog it opens closes. */
  onEnd: (session: AccountSession, opener: HTMLElement | null) => void;
};

/** Where a session was opened from, as its End button and dialog name it. */
export function sessionName(session: AccountSession): string {
  return `${session.browser} on ${session.system}`;
}

/**
 * An account's active sessions: browser and system, place and address, last activity; the
 * caller's own is marked "This device" and has no End button (sign out ends it).
 */
export function SessionList({ sessions, label, onEnd }: SessionListProps) {
  return (
    <ul aria-label={label} className="grid divide-y divide-border">
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center gap-4 py-3">
          <Monitor aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
          <div className="min-w-0 flex-1 basis-48">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {sessionName(session)}
              {session.current && <ToneBadge tone="green">This device</ToneBadge>}
            </p>
            <p className="text-sm text-muted-foreground">
              {session.place} · {session.ip_address ?? 'Unknown address'}
            </p>
            <p className="text-sm text-muted-foreground">
              Last active{' '}
              <time dateTime={session.last_active} title={formatDateTime(session.last_active)}>
                {formatRelativeTime(session.last_active)}
              </time>
            </p>
          </div>
          {!session.current && (
            <Button
              variant="outline"
              size="sm"
              aria-label={`End session: ${sessionName(session)}`}
              onClick={(event) => onEnd(session, event.currentTarget)}
            >
              End
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
