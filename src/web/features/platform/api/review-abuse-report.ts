import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminAbuseReport } from "#shared/schemas/abuse-reports.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { platformKeys } from "./platform-keys.ts";

/** POST /api/admin/abuse-reports/{id}/review: marks a report reviewed (again: no change). */
export function reviewAbuseReport(id: string): Promise<AdminAbuseReport> {
  return apiRequest<AdminAbuseReport>("POST", `/api/admin/abuse-reports/${encodeURIComponent(id)}/review`);
}

/** Marks a report reviewed; both lists (open and reviewed) refresh. */
export function useReviewAbuseReport({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<AdminAbuseReport, string>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: reviewAbuseReport,
    onSuccess: (...args) => {
      void qc.invalidateQueries({ queryKey: [...platformKeys.all, "abuse-reports"] });
      return onSuccess?.(...args);
    },
  });
}
