import type { CalendarFeedCreated } from "#shared/schemas/notification.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { notificationKeys } from "./notification-keys.ts";

/** POST /api/user/calendar-feed: a new private address (any earlier one stops working). */
export function regenerateCalendarFeed(): Promise<CalendarFeedCreated> {
  return apiRequest<CalendarFeedCreated>("POST", "/api/user/calendar-feed");
}

export const useRegenerateCalendarFeed = createMutationHook({
  mutationFn: () => regenerateCalendarFeed(),
  invalidates: [notificationKeys.calendarFeed()],
});
