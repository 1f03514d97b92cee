import { Bell } from "lucide-react";
import { Link } from "react-router";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useUnreadCount } from "../api/get-unread-count.ts";
import { UnreadBadge } from "./unread-badge.tsx";

/** The top bar's bell: a link to /notifications whose name says how many are unread. */
export function NotificationBell() {
  const count = useUnreadCount().data?.count ?? 0;
  const { _ } = useCatalogue("shell");
  return (
    <Link
      to="/notifications"
      aria-label={count > 0 ? _("shell.notifications.bellUnread", { count }) : _("shell.notifications.bell")}
      className="relative inline-flex size-9 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-zinc-300 dark:hover:bg-zinc-800"
    >
      <Bell className="size-5" aria-hidden="true" />
      <span aria-hidden="true" className="contents">
        <UnreadBadge dot inset />
      </span>
    </Link>
  );
}
