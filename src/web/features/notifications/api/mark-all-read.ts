import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { notificationKeys } from "./notification-keys.ts";

/** POST /api/notifications/read-all: returns how many were unread. */
export function markAllRead(): Promise<{ updated: number }> {
  return apiRequest<{ updated: number }>("POST", "/api/notifications/read-all");
}

/** Marks every notification read; the lists and the badge refresh. */
export function useMarkAllRead({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<{ updated: number }, undefined>;
} = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: () => markAllRead(),
    onSettled: async (...args) => {
      await qc.invalidateQueries({ queryKey: notificationKeys.all });
      return onSettled?.(...args);
    },
  });
}
