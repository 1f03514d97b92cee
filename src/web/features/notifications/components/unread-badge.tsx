import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useUnreadCount } from "../api/get-unread-count.ts";

/** "99+" above 99, so the badge keeps its size. */
export function unreadLabel(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/**
 * The unread-notification count as a small pill (nothing when none are unread). Screen readers hear
 * "N unread" after the item's own name; the pill's number is for the eye. `dot` pins it to the
 * corner of an icon (collapsed sidebar, bell, More): over the corner, or `inset` inside it (the bell,
 * whose button is larger than its icon).
 */
export function UnreadBadge({ dot = false, inset = false }: { dot?: boolean; inset?: boolean }) {
  const { data } = useUnreadCount();
  const { _ } = useCatalogue("shell");
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="unread-badge"
      className={cn(
        "inline-flex items-center justify-center rounded-full bg-red-600 font-semibold text-white ring-2 ring-white dark:ring-zinc-900",
        dot ? "absolute h-4 min-w-4 px-1 text-[10px] leading-4" : "ml-auto min-w-5 px-1.5 text-[11px] leading-5",
        dot && (inset ? "top-0.5 right-0.5" : "-top-1.5 -right-2"),
      )}
    >
      <span aria-hidden="true">{unreadLabel(count)}</span>
      <span className="sr-only">{_("shell.notifications.badgeUnread", { count })}</span>
    </span>
  );
}
