import {
  Bell,
  CalendarCheck,
  CalendarClock,
  CalendarX,
  Clock,
  type LucideIcon,
  PencilLine,
  Repeat,
  ShieldCheck,
  UserCheck,
  WebhookOff,
} from "lucide-react";
import { Link } from "react-router";
import type { Notification, NotificationKind } from "#shared/schemas/notification.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Tooltip } from "#web/components/ui/tooltip.tsx";
import { cn } from "#web/lib/cn.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useMarkNotificationRead } from "../api/mark-notification-read.ts";
import { fullTime, timeAgo } from "../utils/notification-time.ts";

const ICONS: Record<NotificationKind, LucideIcon> = {
  booking_confirmed: CalendarCheck,
  booking_changed: PencilLine,
  booking_cancelled: CalendarX,
  booking_released: CalendarClock,
  booking_reminder: Clock,
  series_skipped: Repeat,
  invitation_accepted: UserCheck,
  role_changed: ShieldCheck,
  trial_ending: Bell,
  webhook_disabled: WebhookOff,
};

/**
 * One notification: its icon, sentence, time ("5 min ago", the full time on hover or focus) and a
 * link where it leads. Unread ones carry an "Unread" badge and bold text (not colour alone); opening
 * one marks it read.
 */
export function NotificationItem({
  notification: n,
  zone,
  now,
}: {
  notification: Notification;
  zone: string;
  now: Date;
}) {
  const markRead = useMarkNotificationRead();
  const { _ } = useCatalogue("notifications");
  const dateStyle = useDateStyle();
  const unread = n.readAt === null;
  const Icon = ICONS[n.kind] ?? Bell;
  const onOpen = () => {
    if (unread) markRead.mutate({ id: n.id });
  };
  const body = (
    <>
      <span
        className={cn(
          "mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full",
          unread
            ? "bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
            : "bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400",
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <span
        className={cn(
          "min-w-0 flex-1 text-sm",
          unread ? "font-semibold text-zinc-900 dark:text-zinc-50" : "text-zinc-700 dark:text-zinc-300",
        )}
      >
        {n.message}
      </span>
    </>
  );
  const target =
    "flex min-w-0 flex-1 basis-full items-start gap-3 sm:basis-0 rounded-md text-left focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none";
  return (
    <li
      className={cn(
        "flex flex-wrap items-start gap-x-3 gap-y-1 rounded-lg border p-3 sm:flex-nowrap",
        unread
          ? "border-indigo-200 bg-indigo-50/60 dark:border-indigo-900 dark:bg-indigo-950/40"
          : "border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900",
      )}
      data-unread={unread}
    >
      {n.link ? (
        <Link to={n.link} onClick={onOpen} className={target}>
          {body}
        </Link>
      ) : (
        <button type="button" onClick={onOpen} className={target}>
          {body}
        </button>
      )}
      <span className="ml-11 flex shrink-0 items-center gap-2 sm:ml-0">
        {unread ? <Badge tone="accent">{_("notifications.item.unread")}</Badge> : null}
        <Tooltip content={fullTime(n.createdAt, zone, dateStyle)}>
          <button
            type="button"
            className="rounded text-xs whitespace-nowrap text-zinc-600 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-zinc-400"
          >
            <time dateTime={n.createdAt}>{timeAgo(n.createdAt, now, zone, _)}</time>
          </button>
        </Tooltip>
      </span>
    </li>
  );
}
