import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CalendarFeedCreated } from "#shared/schemas/notification.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { notificationKeys } from "./notification-keys.ts";

/** POST /api/user/calendar-feed: a new private address (any earlier one stops working). */
export function regenerateCalendarFeed(): Promise<CalendarFeedCreated> {
  return apiRequest<CalendarFeedCreated>("POST", "/api/user/calendar-feed");
}

export function useRegenerateCalendarFeed({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<CalendarFeedCreated, undefined>;
} = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: () => regenerateCalendarFeed(),
    onSettled: async (...args) => {
      await qc.invalidateQueries({ queryKey: notificationKeys.calendarFeed() });
      return onSettled?.(...args);
    },
  });
}
