import { Bell } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { useNow } from "#web/lib/use-now.ts";
import { useLatestUnread } from "../api/get-latest-unread.ts";
import { useMarkNotificationRead } from "../api/mark-notification-read.ts";
import { timeAgo } from "../utils/notification-time.ts";

const LOADING = (
  <div className="grid gap-2" aria-hidden="true">
    {[0, 1, 2].map((i) => (
      <div key={i} className="h-10 animate-pulse rounded-md bg-zinc-100 dark:bg-zinc-800" />
    ))}
  </div>
);

/**
 * The notifications widget (docs/product.md "Resolved contradictions": all five widgets render real
 * data): the latest five unread notifications, each leading where it points (opening marks it
 * read), and a link to the full list.
 */
export function LatestNotificationsCard() {
  const { timeZone } = teamPolicyOf(useCurrentUser());
  const latest = useLatestUnread();
  const { _ } = useCatalogue("notifications");
  const markRead = useMarkNotificationRead();
  const now = new Date(useNow());
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{_("notifications.widget.title")}</CardTitle>
        <CardDescription>{_("notifications.widget.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <QueryState
          query={latest}
          loading={LOADING}
          errorFallback={_("notifications.widget.error")}
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-zinc-600 dark:text-zinc-400">{_("notifications.widget.empty")}</p>}
        >
          {(list) => (
            <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {list.map((n) => (
                <li key={n.id} className="flex items-start gap-3 py-2.5">
                  <Bell className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    {n.link ? (
                      <Link
                        to={n.link}
                        onClick={() => markRead.mutate({ id: n.id })}
                        className="rounded-sm text-sm font-medium hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                      >
                        {n.message}
                      </Link>
                    ) : (
                      <p className="text-sm font-medium">{n.message}</p>
                    )}
                    <p className="text-xs text-zinc-600 dark:text-zinc-400">{timeAgo(n.createdAt, now, timeZone, _)}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <Link
          to="/notifications"
          className="justify-self-start rounded-sm text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
        >
          {_("notifications.widget.all")}
        </Link>
      </CardContent>
    </Card>
  );
}
