import type { Notification } from "#shared/schemas/notification.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { notificationKeys } from "./notification-keys.ts";

/** POST /api/notifications/{id}/read. */
export function markNotificationRead(id: string): Promise<Notification> {
  return apiRequest<Notification>("POST", `/api/notifications/${id}/read`);
}

/** Marks one notification read; the lists and the badge refresh. */
export const useMarkNotificationRead = createMutationHook({
  mutationFn: ({ id }: { id: string }) => markNotificationRead(id),
  invalidates: [notificationKeys.all],
});
