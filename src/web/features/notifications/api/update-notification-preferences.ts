import type { NotificationPreferences } from "#shared/schemas/notification.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { notificationKeys } from "./notification-keys.ts";

/** PUT /api/user/notification-preferences: replaces every choice; answers them as stored. */
export function updateNotificationPreferences(body: NotificationPreferences): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>("PUT", "/api/user/notification-preferences", body);
}

/** Saves the preferences; the cached preferences become the server's answer. */
export const useUpdateNotificationPreferences = createMutationHook({
  mutationFn: updateNotificationPreferences,
  onSuccess: (saved, _variables, _onMutateResult, { client }) => {
    client.setQueryData(notificationKeys.preferences(), saved);
  },
});
