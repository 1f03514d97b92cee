/** The signed-in user's own state: onboarding flags (spec section 4 "Onboarding"). */
import type { Actor } from "#server/lib/actor.ts";
import { type ServiceDeps, serviceDeps } from "#server/lib/service-deps.ts";
import type { OnboardingStatus } from "#shared/schemas/user.ts";
import * as repo from "./user.repository.ts";

export function createUserService(deps: ServiceDeps) {
  const { db, record, now } = serviceDeps(deps);
  return {
    /** Sets both onboarding flags to `done` and records the change in the audit log. */
    async setOnboarding(actor: Actor, done: boolean): Promise<OnboardingStatus> {
      return db.transaction(async (tx) => {
        await repo.setOnboardingFlags(tx, actor.teamId, actor.id, done, now());
        await record(tx, {
          teamId: actor.teamId,
          actorId: actor.id,
          action: done ? "user.onboarding_completed" : "user.onboarding_reset",
          targetType: "user",
          targetId: actor.id,
          before: {
            onboardingCompleted: actor.user.onboardingCompleted,
            hasSeenOnboarding: actor.user.hasSeenOnboarding,
          },
          after: { onboardingCompleted: done, hasSeenOnboarding: done },
          ip: actor.ip,
        });
        return { onboardingCompleted: done, hasSeenOnboarding: done };
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
