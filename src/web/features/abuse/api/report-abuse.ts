import type { AbuseReportBody } from "#shared/schemas/abuse-reports.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/abuse-reports: reports a team's e-mail (the id from its footer's link); the same answer for any id. */
export function reportAbuse(body: AbuseReportBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>("POST", "/api/abuse-reports", body);
}

export const useReportAbuse = createMutationHook({
  retry: false,
  mutationFn: reportAbuse,
});
