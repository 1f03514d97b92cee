import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OnboardingStatus, User } from "#shared/schemas/user.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";

/** PATCH /api/user/reset-onboarding (spec section 7): clears both flags, so the tour opens again. */
export function resetOnboarding(): Promise<OnboardingStatus> {
  return apiRequest<OnboardingStatus>("PATCH", "/api/user/reset-onboarding");
}

/** Restarts onboarding (Settings > Preferences); the cached user takes the cleared flags at once. */
export function useResetOnboarding({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<OnboardingStatus, void>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: resetOnboarding,
    onSuccess: (status, ...rest) => {
      qc.setQueryData<User | null>(userKeys.current(), (user) => (user ? { ...user, ...status } : user));
      return onSuccess?.(status, ...rest);
    },
  });
}
