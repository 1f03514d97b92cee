import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Notification } from "#shared/schemas/notification.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { notificationKeys } from "./notification-keys.ts";

/** POST /api/notifications/{id}/read. */
export function markNotificationRead(id: string): Promise<Notification> {
  return apiRequest<Notification>("POST", `/api/notifications/${id}/read`);
}

/** Marks one notification read; the lists and the badge refresh. */
export function useMarkNotificationRead({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<Notification, { id: string }>;
} = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: ({ id }: { id: string }) => markNotificationRead(id),
    onSettled: async (...args) => {
      await qc.invalidateQueries({ queryKey: notificationKeys.all });
      return onSettled?.(...args);
    },
  });
}
