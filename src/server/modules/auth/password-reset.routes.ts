/**
 * Forgot password and reset: public, rate-limited per IP, and the forgot call per normalised address
 * too (docs/operations.md "Sign-in limits and passwords").
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "#server/lib/app-error.ts";
import { errorResponses } from "#server/lib/http.ts";
import { requestLanguage } from "#server/lib/request-language.ts";
import { OPEN_WHEN_SUSPENDED } from "#server/lib/route-policy.ts";
import { forgotPasswordBodySchema, messageResultSchema, resetPasswordBodySchema } from "#shared/schemas/auth.ts";
import type { PasswordResetService } from "./password-reset.service.ts";
import { PASSWORD_RESET_TTL_MINUTES } from "./password-reset.ts";

/** How long after the answer the reset e-mail is prepared (ms). */
const SEND_AFTER_MS = 20;

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  resetService: PasswordResetService;
  /** Per client IP, each of the two calls. */
  rateLimit: { max: number; windowMs: number };
  /** Forgot-password requests per normalised address per window. */
  addressLimit: { perAddress: number; windowMs: number };
}> = async (app, { resetService, rateLimit, addressLimit }) => {
  const limit = { max: rateLimit.max, timeWindow: rateLimit.windowMs };
  // Counted for every address, registered or not, so the refusal says nothing about an account;
  // it caps the reset mails one inbox can be sent, whoever asks and from wherever.
  const perAddress = app.createRateLimit({
    max: addressLimit.perAddress,
    timeWindow: addressLimit.windowMs,
    keyGenerator: (request) => `forgot-password:${(request.body as { email: string }).email}`,
  });
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
      // After validation, so the key is the normalised address (emailSchema trims and lower-cases).
      preHandler: async (request, reply) => {
        const result = await perAddress(request);
        if (result.isAllowed || !result.isExceeded) return;
        const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
        reply.header("retry-after", String(result.ttlInSeconds));
        throw new AppError(
          "RATE_LIMITED",
          `Too many password-reset requests for this address. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}. If a reset e-mail reached you, its link works for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
          { id: "errors.password.tooManyResets", values: { minutes, ttl: PASSWORD_RESET_TTL_MINUTES } },
        );
      },
      // After the answer is sent, so known and unknown addresses answer in the same time.
      // A moment later still: in one process (PGlite, tests) the lookup would otherwise hold the event
      // loop while the answer is being delivered.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        const { email } = request.body;
        const language = requestLanguage(request);
        setTimeout(() => void resetService.sendResetLink(email, request.ip, language), SEND_AFTER_MS);
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
