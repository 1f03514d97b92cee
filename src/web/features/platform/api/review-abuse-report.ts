import type { AdminAbuseReport } from "#shared/schemas/abuse-reports.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { platformKeys } from "./platform-keys.ts";

/** POST /api/admin/abuse-reports/{id}/review: marks a report reviewed (again: no change). */
export function reviewAbuseReport(id: string): Promise<AdminAbuseReport> {
  return apiRequest<AdminAbuseReport>("POST", `/api/admin/abuse-reports/${encodeURIComponent(id)}/review`);
}

/** Marks a report reviewed; both lists (open and reviewed) refresh. */
export const useReviewAbuseReport = createMutationHook({
  mutationFn: reviewAbuseReport,
  onSuccess: (_data, _variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: [...platformKeys.all, "abuse-reports"] });
  },
});
