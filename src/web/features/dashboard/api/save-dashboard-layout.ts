import type { DashboardLayout } from "#shared/dashboard-layout.ts";
import type { SaveDashboardLayout } from "#shared/schemas/dashboard-layout.ts";
import type { User } from "#shared/schemas/user.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { dashboardKeys } from "./dashboard-keys.ts";
import { writeLocalLayout } from "./get-dashboard-layout.ts";

/** PUT /api/user/dashboard-layout: replaces the widgets; answers the layout as stored, with its time. */
export function saveDashboardLayout(body: SaveDashboardLayout): Promise<DashboardLayout> {
  return apiRequest<DashboardLayout>("PUT", "/api/user/dashboard-layout", body);
}

/**
 * Saves the layout. The cached layout changes at once (the dashboard behind the dialog follows each
 * switch and drag) and goes back to the server's on failure; on success it becomes the server's
 * answer, also kept as the signed-in person's browser copy.
 */
export const useSaveDashboardLayout = createMutationHook({
  mutationFn: saveDashboardLayout,
  // One at a time, in order: a quick switch then a drag must reach the server as made.
  scope: { id: "dashboard-layout" },
  onMutate: async (body, { client }) => {
    await client.cancelQueries({ queryKey: dashboardKeys.layout() });
    const previous = client.getQueryData<DashboardLayout>(dashboardKeys.layout());
    client.setQueryData<DashboardLayout>(dashboardKeys.layout(), (old) => ({
      widgets: body.widgets,
      updatedAt: old?.updatedAt ?? null,
    }));
    return previous;
  },
  onError: (_error, _body, _previous, { client }) => {
    client.invalidateQueries({ queryKey: dashboardKeys.layout() });
  },
  onSuccess: (saved, _body, _previous, { client }) => {
    client.setQueryData(dashboardKeys.layout(), saved);
    // The dashboard shows only inside the protected layout, whose user is this cached one.
    const user = client.getQueryData<User | null>(userKeys.current());
    if (user) writeLocalLayout(user.id, saved);
  },
});
