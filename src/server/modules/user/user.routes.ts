/** Current user and onboarding flags (spec section 7). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/lib/http.ts";
import { currentUserResultSchema, onboardingStatusSchema } from "#shared/schemas/user.ts";
import type { UserService } from "./user.service.ts";

export const userRoutes: FastifyPluginAsyncZod<{ userService: UserService }> = async (app, { userService }) => {
  app.get(
    "/api/user",
    { schema: { tags: ["user"], response: { 200: currentUserResultSchema, ...errorResponses } } },
    async (request) => ({ user: userService.current(await request.requireActor()) }),
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
    async (request) => userService.setOnboarding(await request.requireActor(), true),
  );

  app.patch(
    "/api/user/reset-onboarding",
    { schema: { tags: ["user"], response: { 200: onboardingStatusSchema, ...errorResponses } } },
    async (request) => userService.setOnboarding(await request.requireActor(), false),
  );
};
