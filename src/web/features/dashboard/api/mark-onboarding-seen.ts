import type { OnboardingStatus } from "#shared/schemas/user.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/**
 * PATCH /api/user/onboarding-seen: records that the first-time welcome was shown, so the next
 * visit says 'Welcome back' (spec section 2 "Home page"). Returns the onboarding flags; throws
 * ApiError when the request fails.
 */
export function markOnboardingSeen(): Promise<OnboardingStatus> {
  return apiRequest<OnboardingStatus>("PATCH", "/api/user/onboarding-seen");
}
