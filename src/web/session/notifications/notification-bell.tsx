import { Bell, BellOff, CheckCheck, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Notification } from '#shared/notification-schema';
import { cn } from '../../lib/cn';
import { formatDateTime, formatRelativeTime } from '../../lib/format';
import { Button } from '../../ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../ui/popover';
import { Spinner } from '../../ui/spinner';
import { useNotifications } from './get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from './mark-notifications-read';

/** The most the badge spells out; beyond it reads '99+'. */
const BADGE_MAX = 99;

/** 'Notifications, 3 unread': the count is in the button's name, the badge only shows it. */
function bellLabel(unread: number) {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The bell of the portal and the admin area (decisions 028, 076): the unread count as a badge,
 * and a panel of the newest notifications. Opening it reads them again; an entry marks itself
 * read and leads to its thing.
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const [open, setOpen] = useState(false);
  const unread = notifications.data?.unread_count ?? 0;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) void notifications.refetch();
  };

  return (
    <Popover open={open} onOpenChange={changeOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={bellLabel(unread)} className="relative">
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-xs leading-none font-bold text-destructive-foreground"
            >
              {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby="notifications-heading">
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h2 id="notifications-heading" className="font-semibold">
            Notifications
          </h2>
          <Button
            variant="ghost"
            size="sm"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <CheckCheck aria-hidden="true" />
            Mark all as read
          </Button>
        </div>
        <NotificationList
          state={notifications}
          onFollow={() => setOpen(false)}
          onRetry={() => void notifications.refetch()}
        />
      </PopoverContent>
    </Popover>
  );
}

type ListProps = {
  state: ReturnType<typeof useNotifications>;
  onFollow: () => void;
  onRetry: () => void;
};

function NotificationList({ state, onFollow, onRetry }: ListProps) {
  if (state.isPending) {
    return (
      <div className="flex justify-center px-4 py-8 text-muted-foreground">
        <Spinner label="Loading notifications..." showLabel />
      </div>
    );
  }
  if (state.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 px-4 py-8 text-center">
        <p className="text-sm text-muted-foreground">
          Your notifications could not be loaded. {state.error.message}
        </p>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={state.isFetching}>
          <RotateCw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }
  if (state.data.rows.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 px-4 py-8 text-center">
        <BellOff aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">You're all caught up</p>
        <p className="text-sm text-muted-foreground">New notifications will appear here.</p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-border" aria-label="Newest notifications">
      {state.data.rows.map((notification) => (
        <li key={notification.id}>
          <NotificationEntry notification={notification} onFollow={onFollow} />
        </li>
      ))}
    </ul>
  );
}

function NotificationEntry({
  notification,
  onFollow,
}: {
  notification: Notification;
  onFollow: () => void;
}) {
  const markRead = useMarkNotificationRead();
  const unread = notification.read_at === null;
  const follow = () => {
    if (unread) markRead.mutate(notification.id);
    onFollow();
  };

  return (
    <Link
      to={notification.link}
      onClick={follow}
      className="flex gap-3 px-4 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
    >
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread && 'bg-accent')}
      />
      <span className="grid min-w-0 gap-0.5">
        <span className={cn('text-sm break-words', unread ? 'font-semibold' : 'font-medium')}>
          {unread && <span className="sr-only">Unread: </span>}
          {notification.title}
        </span>
        <span className="line-clamp-3 text-sm break-words text-muted-foreground">
          {notification.body}
        </span>
        <time
          dateTime={notification.created_at}
          title={formatDateTime(notification.created_at)}
          className="text-xs text-muted-foreground"
        >
          {formatRelativeTime(notification.created_at)}
        </time>
      </span>
    </Link>
  );
}
