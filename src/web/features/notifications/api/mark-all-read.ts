import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { notificationKeys } from "./notification-keys.ts";

/** POST /api/notifications/read-all: returns how many were unread. */
export function markAllRead(): Promise<{ updated: number }> {
  return apiRequest<{ updated: number }>("POST", "/api/notifications/read-all");
}

/** Marks every notification read; the lists and the badge refresh. */
export const useMarkAllRead = createMutationHook({
  mutationFn: () => markAllRead(),
  invalidates: [notificationKeys.all],
});
