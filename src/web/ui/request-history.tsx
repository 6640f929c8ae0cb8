import type { RequestDetail } from '#shared/request-schema';
import { formatDateTime } from '../lib/format';

/** A request's history, oldest first as the server gives it: what happened, who, when and why. */
export function RequestHistory({ events }: { events: RequestDetail['events'] }) {
  return (
    <ol aria-label="History" className="grid gap-3">
      {events.map((event) => (
        <li
          key={`${event.action}-${event.at}`}
          className="grid gap-1 border-l-2 border-border pl-4"
        >
          <p className="flex flex-wrap justify-between gap-2 text-sm">
            <span className="font-semibold">{event.label}</span>
            <time dateTime={event.at} className="text-muted-foreground">
              {formatDateTime(event.at)}
            </time>
          </p>
          <p className="text-sm text-muted-foreground">By {event.actor}</p>
          {event.reason && <p className="text-sm whitespace-pre-wrap">Reason: {event.reason}</p>}
        </li>
      ))}
    </ol>
  );
}
