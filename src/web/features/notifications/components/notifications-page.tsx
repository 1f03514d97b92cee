import { Bell, CheckCheck } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "#web/components/empty-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { TooltipProvider } from "#web/components/ui/tooltip.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useNow } from "#web/lib/use-now.ts";
import { useNotifications } from "../api/get-notifications.ts";
import { useUnreadCount } from "../api/get-unread-count.ts";
import { useMarkAllRead } from "../api/mark-all-read.ts";
import { GROUP_LABELS, groupByDay } from "../utils/notification-time.ts";
import { NotificationItem } from "./notification-item.tsx";

type Filter = "all" | "unread";

/**
 * /notifications: newest first, grouped Today / Earlier in the team's zone, 50 a page
 * ("Load more"), filters All / Unread, and "Mark all as read".
 */
export function NotificationsPage() {
  const user = useCurrentUser();
  const { _ } = useCatalogue("notifications");
  const zone = user.team?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const now = new Date(useNow());
  const [filter, setFilter] = useState<Filter>("all");
  const query = useNotifications({ unread: filter === "unread" });
  const unread = useUnreadCount().data?.count ?? 0;
  const markAll = useMarkAllRead({
    mutationConfig: {
      onSuccess: ({ updated }) =>
        toast({
          title: _("notifications.page.markedRead", { count: updated }),
          variant: "success",
        }),
      onError: (error) =>
        toast({ title: _("notifications.page.markFailed"), description: errorMessage(error), variant: "destructive" }),
    },
  });
  const items = query.data?.pages.flatMap((p) => p.notifications);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={_("notifications.page.title")}
        description={unread > 0 ? _("notifications.page.unread", { count: unread }) : _("notifications.page.caughtUp")}
        actions={
          <Button
            variant="secondary"
            onClick={() => markAll.mutate(undefined)}
            disabled={unread === 0 || markAll.isPending}
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            {_("notifications.page.markAll")}
          </Button>
        }
      />
      <fieldset className="mb-5 inline-flex rounded-lg border-0 bg-zinc-100 p-1 dark:bg-zinc-800">
        <legend className="sr-only">{_("notifications.page.filter")}</legend>
        {(["all", "unread"] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className="h-8 rounded-md px-4 text-sm font-medium text-zinc-600 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none aria-pressed:bg-white aria-pressed:text-zinc-900 aria-pressed:shadow-sm dark:text-zinc-300 dark:aria-pressed:bg-zinc-950 dark:aria-pressed:text-zinc-100"
          >
            {value === "all" ? _("notifications.page.filter.all") : _("notifications.page.filter.unread")}
          </button>
        ))}
      </fieldset>
      <TooltipProvider>
        <QueryState
          query={{ ...query, data: items }}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              icon={Bell}
              title={filter === "unread" ? _("notifications.page.empty.unread") : _("notifications.page.empty.all")}
              description={_("notifications.page.empty.description")}
            />
          }
        >
          {(list) => (
            <div className="grid gap-6">
              {groupByDay(list, zone, now).map((group) => (
                <section key={group.label} aria-labelledby={`notifications-${group.label}`}>
                  <h2
                    id={`notifications-${group.label}`}
                    className="mb-2 text-sm font-semibold text-zinc-700 dark:text-zinc-300"
                  >
                    {_(GROUP_LABELS[group.label])}
                  </h2>
                  <ul className="grid gap-2">
                    {group.items.map((n) => (
                      <NotificationItem key={n.id} notification={n} zone={zone} now={now} />
                    ))}
                  </ul>
                </section>
              ))}
              {query.hasNextPage ? (
                <Button
                  variant="secondary"
                  className="justify-self-center"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? _("notifications.page.loading") : _("notifications.page.loadMore")}
                </Button>
              ) : null}
            </div>
          )}
        </QueryState>
      </TooltipProvider>
    </div>
  );
}
