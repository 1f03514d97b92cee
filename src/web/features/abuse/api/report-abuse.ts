import { useMutation } from "@tanstack/react-query";
import type { AbuseReportBody } from "#shared/schemas/abuse-reports.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";

/** POST /api/abuse-reports: reports a team's e-mail (the id from its footer's link); the same answer for any id. */
export function reportAbuse(body: AbuseReportBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>("POST", "/api/abuse-reports", body);
}

export function useReportAbuse({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<{ message: string }, AbuseReportBody>;
} = {}) {
  return useMutation({ retry: false, ...mutationConfig, mutationFn: reportAbuse });
}
