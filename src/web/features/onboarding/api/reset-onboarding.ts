import type { OnboardingStatus } from "#shared/schemas/user.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { onboardingMutationOptions } from "./onboarding-mutation.ts";

/** PATCH /api/user/reset-onboarding (spec section 7): clears both flags, so the tour opens again. */
export function resetOnboarding(): Promise<OnboardingStatus> {
  return apiRequest<OnboardingStatus>("PATCH", "/api/user/reset-onboarding");
}

/** Restarts onboarding (Settings > Preferences); the cached user takes the cleared flags at once. */
export const useResetOnboarding = createMutationHook(onboardingMutationOptions(resetOnboarding));
