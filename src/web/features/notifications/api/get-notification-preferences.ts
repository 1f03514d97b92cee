import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NotificationPreferences } from "#shared/schemas/notification.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { notificationKeys } from "./notification-keys.ts";

/** GET /api/user/notification-preferences. */
export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return apiGet<NotificationPreferences>("/api/user/notification-preferences");
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.preferences(), queryFn: getNotificationPreferences });
}

/** The signed-in user's notification preferences (channels per kind, reminder lead time). */
export function useNotificationPreferences({
  queryConfig,
}: {
  queryConfig?: QueryConfig<typeof notificationPreferencesQueryOptions>;
} = {}) {
  return useQuery({ ...notificationPreferencesQueryOptions(), ...queryConfig });
}
