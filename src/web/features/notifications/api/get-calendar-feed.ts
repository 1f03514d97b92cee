import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CalendarFeedStatus } from "#shared/schemas/notification.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { notificationKeys } from "./notification-keys.ts";

/** GET /api/user/calendar-feed: whether the user has a feed (its address is shown only when made). */
export function getCalendarFeed(): Promise<CalendarFeedStatus> {
  return apiGet<CalendarFeedStatus>("/api/user/calendar-feed");
}

export function calendarFeedQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.calendarFeed(), queryFn: getCalendarFeed });
}

export function useCalendarFeed({ queryConfig }: { queryConfig?: QueryConfig<typeof calendarFeedQueryOptions> } = {}) {
  return useQuery({ ...calendarFeedQueryOptions(), ...queryConfig });
}
