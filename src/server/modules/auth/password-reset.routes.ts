/** Forgot password and reset (issue 12): public, rate-limited per address. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/lib/http.ts";
import { OPEN_WHEN_SUSPENDED } from "#server/lib/route-policy.ts";
import { forgotPasswordBodySchema, messageResultSchema, resetPasswordBodySchema } from "#shared/schemas/auth.ts";
import type { PasswordResetService } from "./password-reset.service.ts";

/** How long after the answer the reset e-mail is prepared (ms). */
const SEND_AFTER_MS = 20;

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  resetService: PasswordResetService;
  rateLimit: { max: number; windowMs: number };
}> = async (app, { resetService, rateLimit }) => {
  const limit = { max: rateLimit.max, timeWindow: rateLimit.windowMs };
  app.post(
    "/api/auth/forgot-password",
    {
      schema: {
        tags: ["auth"],
        description:
          "Sends a single-use reset link (30 minutes) if the address has an account; the answer is the same either way.",
        body: forgotPasswordBodySchema,
        response: { 200: messageResultSchema, ...errorResponses },
      },
      config: { ...OPEN_WHEN_SUSPENDED, rateLimit: limit },
      // After the answer is sent, so known and unknown addresses answer in the same time.
      // A moment later still: in one process (PGlite, tests) the lookup would otherwise hold the event
      // loop while the answer is being delivered.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        const { email } = request.body;
        setTimeout(() => void resetService.sendResetLink(email, request.ip), SEND_AFTER_MS);
      },
    },
    async () => resetService.forgotAnswer(),
  );

  app.post(
    "/api/auth/reset-password",
    {
      schema: {
        tags: ["auth"],
        description: "Sets a new password with a reset link's token (single use) and ends every session of the user.",
        body: resetPasswordBodySchema,
        response: { 200: messageResultSchema, ...errorResponses },
      },
      config: { ...OPEN_WHEN_SUSPENDED, rateLimit: limit },
    },
    async (request) => resetService.reset(request.body, request.ip),
  );
};
