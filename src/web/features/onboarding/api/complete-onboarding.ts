import type { OnboardingStatus } from "#shared/schemas/user.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { onboardingMutationOptions } from "./onboarding-mutation.ts";

/** PATCH /api/user/complete-onboarding (spec section 7): marks onboarding complete; answers both flags. */
export function completeOnboarding(): Promise<OnboardingStatus> {
  return apiRequest<OnboardingStatus>("PATCH", "/api/user/complete-onboarding");
}

/** Completes onboarding (the tour's Complete, the card's Dismiss): the 'New to' card goes away at once. */
export const useCompleteOnboarding = createMutationHook(onboardingMutationOptions(completeOnboarding));
