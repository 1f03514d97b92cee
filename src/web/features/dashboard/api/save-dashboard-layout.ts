import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DashboardLayout } from "#shared/dashboard-layout.ts";
import type { SaveDashboardLayout } from "#shared/schemas/dashboard-layout.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { dashboardKeys } from "./dashboard-keys.ts";
import { writeLocalLayout } from "./get-dashboard-layout.ts";

/** PUT /api/user/dashboard-layout: replaces the widgets; answers the layout as stored, with its time. */
export function saveDashboardLayout(body: SaveDashboardLayout): Promise<DashboardLayout> {
  return apiRequest<DashboardLayout>("PUT", "/api/user/dashboard-layout", body);
}

/**
 * Saves the layout. The cached layout changes at once (the dashboard behind the dialog follows each
 * switch and drag) and goes back to the server's on failure; on success it becomes the server's answer.
 */
export function useSaveDashboardLayout({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<DashboardLayout, SaveDashboardLayout>;
} = {}) {
  const qc = useQueryClient();
  const { id: userId } = useCurrentUser();
  const { onSuccess, onError, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: saveDashboardLayout,
    // One at a time, in order: a quick switch then a drag must reach the server as made.
    scope: { id: "dashboard-layout" },
    onMutate: async (body) => {
      await qc.cancelQueries({ queryKey: dashboardKeys.layout() });
      const previous = qc.getQueryData<DashboardLayout>(dashboardKeys.layout());
      qc.setQueryData<DashboardLayout>(dashboardKeys.layout(), (old) => ({
        widgets: body.widgets,
        updatedAt: old?.updatedAt ?? null,
      }));
      return previous;
    },
    onError: (error, body, context, ...rest) => {
      qc.invalidateQueries({ queryKey: dashboardKeys.layout() });
      return onError?.(error, body, context, ...rest);
    },
    onSuccess: (saved, ...rest) => {
      qc.setQueryData(dashboardKeys.layout(), saved);
      writeLocalLayout(userId, saved);
      return onSuccess?.(saved, ...rest);
    },
  });
}
