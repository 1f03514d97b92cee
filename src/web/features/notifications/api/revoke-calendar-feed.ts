import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { notificationKeys } from "./notification-keys.ts";

/** DELETE /api/user/calendar-feed: the address stops working. */
export function revokeCalendarFeed(): Promise<void> {
  return apiRequest<void>("DELETE", "/api/user/calendar-feed");
}

export function useRevokeCalendarFeed({ mutationConfig }: { mutationConfig?: MutationConfig<void, undefined> } = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: () => revokeCalendarFeed(),
    onSettled: async (...args) => {
      await qc.invalidateQueries({ queryKey: notificationKeys.calendarFeed() });
      return onSettled?.(...args);
    },
  });
}
