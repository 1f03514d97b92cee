import type { Member } from "#shared/schemas/team.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/team/members/{id}/reset-two-factor: turns off a member's two-factor authentication. */
export function resetMemberTwoFactor(id: string): Promise<Member> {
  return apiRequest<Member>("POST", `/api/team/members/${encodeURIComponent(id)}/reset-two-factor`);
}

/** Turns off a member's lost second factor; the members list is read again. */
export const useResetMemberTwoFactor = createMutationHook({
  mutationFn: resetMemberTwoFactor,
  invalidates: [teamKeys.members()],
});
