import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OnboardingStatus } from "../../../../shared/schemas/user.ts";
import { apiGet } from "../../../lib/api-client.ts";

/** GET /api/user/onboarding-status. */
export const onboardingStatusQueryOptions = queryOptions({
  queryKey: ["/api/user/onboarding-status"],
  queryFn: () => apiGet<OnboardingStatus>("/api/user/onboarding-status"),
});

/** The onboarding flags of the signed-in user. */
export function useOnboardingStatus(enabled = true) {
  return useQuery({ ...onboardingStatusQueryOptions, enabled });
}
