import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { notificationKeys } from "./notification-keys.ts";

/** DELETE /api/user/calendar-feed: the address stops working. */
export function revokeCalendarFeed(): Promise<void> {
  return apiRequest<void>("DELETE", "/api/user/calendar-feed");
}

export const useRevokeCalendarFeed = createMutationHook({
  mutationFn: () => revokeCalendarFeed(),
  invalidates: [notificationKeys.calendarFeed()],
});
