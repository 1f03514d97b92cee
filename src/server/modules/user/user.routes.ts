/**
 * Current user, own profile, onboarding flags (spec section 7), favourite offices and display
 * preferences.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import { OPEN_BEFORE_TWO_FACTOR, OPEN_WHEN_SUSPENDED } from "#server/lib/route-policy.ts";
import { profileBodySchema } from "#shared/schemas/account.ts";
import { dashboardLayoutSchema, saveDashboardLayoutSchema } from "#shared/schemas/dashboard-layout.ts";
import { updateUserPreferencesSchema, userPreferencesSchema } from "#shared/schemas/preferences.ts";
import {
  currentUserResultSchema,
  favoriteOfficeParamsSchema,
  onboardingStatusSchema,
  sessionUserResultSchema,
} from "#shared/schemas/user.ts";
import type { UserService } from "./user.service.ts";

export const userRoutes: FastifyPluginAsyncZod<{ userService: UserService }> = async (app, { userService }) => {
  app.get(
    "/api/user",
    {
      // Who they are, with `twoFactorSetupRequired`, also before a required second factor is set up.
      config: OPEN_BEFORE_TWO_FACTOR,
      schema: { tags: ["user"], response: { 200: currentUserResultSchema, ...errorResponses } },
    },
    async (request) => ({ user: await userService.current(await request.requireActor()) }),
  );

  app.patch(
    "/api/user/profile",
    {
      config: OPEN_WHEN_SUSPENDED,
      schema: {
        tags: ["user"],
        description: "Changes the signed-in user's name, job title or department (those given; empty clears).",
        body: profileBodySchema,
        response: { 200: currentUserResultSchema, ...errorResponses },
      },
    },
    async (request) => ({ user: await userService.updateProfile(await request.requireActor(), request.body) }),
  );

  // The web app's session check: signed out is an answer (200, null), not an error, so a visitor's
  // console stays clean. GET /api/user keeps the spec's 401.
  app.get(
    "/api/user/session",
    { schema: { tags: ["user"], response: { 200: sessionUserResultSchema, ...errorResponses } } },
    async (request) => {
      const actor = await request.findActor();
      return { user: actor ? await userService.current(actor) : null };
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
    {
      config: OPEN_WHEN_SUSPENDED,
      schema: { tags: ["user"], response: { 200: onboardingStatusSchema, ...errorResponses } },
    },
    async (request) => userService.setOnboarding(await request.requireActor(), true),
  );

  // The first-time welcome was shown: the next visit says 'Welcome back' (spec section 2 "Home page").
  app.patch(
    "/api/user/onboarding-seen",
    {
      config: OPEN_WHEN_SUSPENDED,
      schema: { tags: ["user"], response: { 200: onboardingStatusSchema, ...errorResponses } },
    },
    async (request) => userService.markOnboardingSeen(await request.requireActor()),
  );

  app.patch(
    "/api/user/reset-onboarding",
    {
      config: OPEN_WHEN_SUSPENDED,
      schema: { tags: ["user"], response: { 200: onboardingStatusSchema, ...errorResponses } },
    },
    async (request) => userService.setOnboarding(await request.requireActor(), false),
  );

  app.get(
    "/api/user/preferences",
    {
      // Their theme and language dress the screen that asks for a required second factor.
      config: OPEN_BEFORE_TWO_FACTOR,
      schema: { tags: ["user"], response: { 200: userPreferencesSchema, ...errorResponses } },
    },
    async (request) => userService.preferences(await request.requireActor()),
  );

  app.patch(
    "/api/user/preferences",
    {
      config: OPEN_WHEN_SUSPENDED,
      schema: {
        tags: ["user"],
        body: updateUserPreferencesSchema,
        response: { 200: userPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => userService.updatePreferences(await request.requireActor(), request.body),
  );

  app.get(
    "/api/user/dashboard-layout",
    { schema: { tags: ["user"], response: { 200: dashboardLayoutSchema, ...errorResponses } } },
    async (request) => userService.dashboardLayout(await request.requireActor()),
  );

  app.put(
    "/api/user/dashboard-layout",
    {
      config: OPEN_WHEN_SUSPENDED,
      schema: {
        tags: ["user"],
        description: "Replaces the signed-in user's home-page widgets (order, enabled, size).",
        body: saveDashboardLayoutSchema,
        response: { 200: dashboardLayoutSchema, ...errorResponses },
      },
    },
    async (request) => userService.saveDashboardLayout(await request.requireActor(), request.body),
  );

  const favorite = {
    tags: ["user"],
    params: favoriteOfficeParamsSchema,
    response: { 204: z.null().describe("No content"), ...errorResponses },
  };

  app.put(
    "/api/user/favorite-offices/:officeId",
    { config: OPEN_WHEN_SUSPENDED, schema: favorite },
    async (request, reply) => {
      await userService.addFavouriteOffice(await request.requireActor(), request.params.officeId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/api/user/favorite-offices/:officeId",
    { config: OPEN_WHEN_SUSPENDED, schema: favorite },
    async (request, reply) => {
      await userService.removeFavouriteOffice(await request.requireActor(), request.params.officeId);
      return reply.status(204).send(null);
    },
  );
};
