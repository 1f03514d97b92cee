import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OnboardingStatus, User } from "#shared/schemas/user.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";

/** PATCH /api/user/complete-onboarding (spec section 7): marks onboarding complete; answers both flags. */
export function completeOnboarding(): Promise<OnboardingStatus> {
  return apiRequest<OnboardingStatus>("PATCH", "/api/user/complete-onboarding");
}

/**
 * Completes onboarding (the tour's Complete, the card's Dismiss). The cached user takes the new
 * flags at once, so the 'New to' card goes away, and the user is refreshed (spec section 7:
 * onboarding changes invalidate /api/user).
 */
export function useCompleteOnboarding({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<OnboardingStatus, void>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: completeOnboarding,
    onSuccess: (status, ...rest) => {
      qc.setQueryData<User | null>(userKeys.current(), (user) => (user ? { ...user, ...status } : user));
      qc.invalidateQueries({ queryKey: userKeys.all });
      return onSuccess?.(status, ...rest);
    },
  });
}
