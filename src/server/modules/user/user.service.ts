/** The signed-in user's own state: the current user and onboarding flags (spec section 4 "Onboarding"). */
import type { Actor } from "#server/lib/actor.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import type { OnboardingStatus, User } from "#shared/schemas/user.ts";
import * as repo from "./user.repository.ts";
import { presentUser } from "./user-view.ts";

export function createUserService(deps: ServiceDeps) {
  const { db, record, now } = deps;
  return {
    /** GET /api/user: the signed-in user with their team, trial days counted at the service's clock. */
    current(actor: Actor): User {
      return presentUser(actor.user, actor.team, now());
    },

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
