import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OnboardingStatus, User } from "#shared/schemas/user.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";

/**
 * A mutation of the onboarding flags (`mutationFn` answers both): the cached user takes them at
 * once, so the tour and the 'New to' card follow without waiting, and the user is refreshed (spec
 * section 7: onboarding changes invalidate /api/user).
 */
export function useOnboardingMutation(
  mutationFn: () => Promise<OnboardingStatus>,
  mutationConfig: MutationConfig<OnboardingStatus, void> = {},
) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig;
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: (status, ...rest) => {
      qc.setQueryData<User | null>(userKeys.current(), (user) => (user ? { ...user, ...status } : user));
      qc.invalidateQueries({ queryKey: userKeys.all });
      return onSuccess?.(status, ...rest);
    },
  });
}
