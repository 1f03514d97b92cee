import type { OnboardingStatus, User } from "#shared/schemas/user.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import type { MutationHookOptions } from "#web/lib/create-mutation-hook.ts";

/**
 * A mutation of the onboarding flags (`mutationFn` answers both): the cached user takes them at
 * once, so the tour and the 'New to' card follow without waiting, and the user is refreshed (spec
 * section 7: onboarding changes invalidate /api/user).
 */
export function onboardingMutationOptions(
  mutationFn: () => Promise<OnboardingStatus>,
): MutationHookOptions<OnboardingStatus, void> {
  return {
    mutationFn,
    onSuccess: (status, _variables, _onMutateResult, { client }) => {
      client.setQueryData<User | null>(userKeys.current(), (user) => (user ? { ...user, ...status } : user));
      client.invalidateQueries({ queryKey: userKeys.all });
    },
  };
}
