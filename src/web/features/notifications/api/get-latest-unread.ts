import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Notification, NotificationPage } from "#shared/schemas/notification.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { notificationKeys } from "./notification-keys.ts";

/** GET /api/notifications?unread=true&limit=: the newest `limit` unread notifications. */
export async function getLatestUnread(limit: number): Promise<Notification[]> {
  const page = await apiGet<NotificationPage>(`/api/notifications?unread=true&limit=${limit}`);
  return page.notifications;
}

/** Under `notificationKeys.all`, so a new notification or marking one read refreshes it; fresh for 30 s. */
export function latestUnreadQueryOptions(limit = 5) {
  return queryOptions({
    queryKey: notificationKeys.latestUnread(limit),
    queryFn: () => getLatestUnread(limit),
    staleTime: 30 * 1000,
  });
}

/** The latest unread notifications (the home page's notifications widget). */
export function useLatestUnread({
  limit = 5,
  queryConfig,
}: {
  limit?: number;
  queryConfig?: QueryConfig<typeof latestUnreadQueryOptions>;
} = {}) {
  return useQuery({ ...latestUnreadQueryOptions(limit), ...queryConfig });
}
