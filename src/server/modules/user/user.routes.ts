/** Current user and onboarding flags (spec section 7). */
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../../db/client.ts";
import { users } from "../../../db/schema/index.ts";
import { currentUserResultSchema, onboardingStatusSchema } from "../../../shared/schemas/user.ts";
import type { Actor } from "../../lib/actor.ts";
import { writeAudit } from "../../lib/audit.ts";
import { errorResponses } from "../../lib/http.ts";
import { presentUser } from "./user-view.ts";

/** Sets both onboarding flags of the actor and records it (DESIGN.md "Audit"). */
async function setOnboarding(db: Database, actor: Actor, done: boolean) {
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ onboardingCompleted: done, hasSeenOnboarding: done, updatedAt: new Date() })
      .where(eq(users.id, actor.id));
    await writeAudit(tx, {
      teamId: actor.teamId,
      actorId: actor.id,
      action: done ? "user.onboarding_completed" : "user.onboarding_reset",
      targetType: "user",
      targetId: actor.id,
      before: { onboardingCompleted: actor.user.onboardingCompleted, hasSeenOnboarding: actor.user.hasSeenOnboarding },
      after: { onboardingCompleted: done, hasSeenOnboarding: done },
      ip: actor.ip,
    });
    return { onboardingCompleted: done, hasSeenOnboarding: done };
  });
}

export const userRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/user",
    { schema: { tags: ["user"], response: { 200: currentUserResultSchema, ...errorResponses } } },
    async (request) => {
      const actor = await request.requireActor();
      return { user: presentUser(actor.user, actor.team) };
    },
  );

  app.get(
    "/api/user/onboarding-status",
    { schema: { tags: ["user"], response: { 200: onboardingStatusSchema, ...errorResponses } } },
    async (request) => {
      const { user } = await request.requireActor();
      return { onboardingCompleted: user.onboardingCompleted, hasSeenOnboarding: user.hasSeenOnboarding };
    },
  );

  app.patch(
    "/api/user/complete-onboarding",
    { schema: { tags: ["user"], response: { 200: onboardingStatusSchema, ...errorResponses } } },
    async (request) => setOnboarding(db, await request.requireActor(), true),
  );

  app.patch(
    "/api/user/reset-onboarding",
    { schema: { tags: ["user"], response: { 200: onboardingStatusSchema, ...errorResponses } } },
    async (request) => setOnboarding(db, await request.requireActor(), false),
  );
};
