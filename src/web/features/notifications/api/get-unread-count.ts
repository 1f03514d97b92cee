import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UnreadCount } from "#shared/schemas/notification.ts";
import { useUser } from "#web/lib/api/user/get-current-user.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { notificationKeys } from "./notification-keys.ts";

/** How often the badge asks (at most every 60 s until the real-time channel pushes it). */
export const UNREAD_POLL_MS = 60 * 1000;

/** GET /api/notifications/unread-count. */
export function getUnreadCount(): Promise<UnreadCount> {
  return apiGet<UnreadCount>("/api/notifications/unread-count");
}

/** The unread count, polled every 60 s while the page is visible. */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: getUnreadCount,
    staleTime: UNREAD_POLL_MS,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/**
 * The signed-in user's unread notification count (the nav badge, the More sheet and the bell).
 * Asked only for a user with a team: notifications are team-scoped, so a super admin (no team)
 * would get a 403 every 60 s; for them the count stays empty and no badge shows.
 */
export function useUnreadCount({ queryConfig }: { queryConfig?: QueryConfig<typeof unreadCountQueryOptions> } = {}) {
  const hasTeam = Boolean(useUser().data?.teamId);
  return useQuery({ ...unreadCountQueryOptions(), ...queryConfig, enabled: hasTeam });
}
