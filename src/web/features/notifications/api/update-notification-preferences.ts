import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationPreferences } from "#shared/schemas/notification.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { notificationKeys } from "./notification-keys.ts";

/** PUT /api/user/notification-preferences: replaces every choice; answers them as stored. */
export function updateNotificationPreferences(body: NotificationPreferences): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>("PUT", "/api/user/notification-preferences", body);
}

/** Saves the preferences; the cached preferences become the server's answer. */
export function useUpdateNotificationPreferences({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<NotificationPreferences, NotificationPreferences>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved, ...rest) => {
      qc.setQueryData(notificationKeys.preferences(), saved);
      return onSuccess?.(saved, ...rest);
    },
  });
}
