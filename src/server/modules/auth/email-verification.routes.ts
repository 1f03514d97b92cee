/**
 * Confirming an e-mail address, as thin routes over better-auth (ADR 0002; docs/operations.md "Mail
 * limits and e-mail verification"): a signed-in person asks for a new link to their own address
 * (limited per account), and the /verify-email page sends the link's token for the signed-in account
 * it was made for (limited per IP). Both stay open to a suspended team's members: they touch only
 * the person's own address.
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "#server/lib/app-error.ts";
import { errorResponses } from "#server/lib/http.ts";
import { OPEN_WHEN_SUSPENDED } from "#server/lib/route-policy.ts";
import {
  verificationEmailResultSchema,
  verifyEmailBodySchema,
  verifyEmailResultSchema,
} from "#shared/schemas/email-verification.ts";
import type { EmailVerificationService } from "./email-verification.service.ts";

export interface EmailVerificationRoutesOptions {
  verificationService: EmailVerificationService;
  /** Links one account may ask for per window (default 3 per 15 minutes). */
  resendLimit?: { max: number; windowMs: number };
  /** Tokens one IP may try per window (the sign-up budget). */
  verifyLimit: { max: number; windowMs: number };
}

export const emailVerificationRoutes: FastifyPluginAsyncZod<EmailVerificationRoutesOptions> = async (
  app,
  { verificationService, resendLimit = { max: 3, windowMs: 15 * 60_000 }, verifyLimit },
) => {
  // Keyed by the account (read in the handler, so after the session): its owner's inbox is what it protects.
  const accountOf = new WeakMap<FastifyRequest, string>();
  const perAccount = app.createRateLimit({
    max: resendLimit.max,
    timeWindow: resendLimit.windowMs,
    keyGenerator: (request) => `verification-email:${accountOf.get(request) ?? request.ip}`,
  });

  app.post(
    "/api/auth/verification-email",
    {
      config: OPEN_WHEN_SUSPENDED,
      schema: {
        tags: ["auth"],
        description:
          "Sends the signed-in person a new link confirming their own e-mail address (at most 3 per 15 minutes).",
        response: { 200: verificationEmailResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = await request.requireActor();
      accountOf.set(request, actor.id);
      const limit = await perAccount(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header("retry-after", String(limit.ttlInSeconds));
        const minutes = Math.max(1, Math.ceil(limit.ttlInSeconds / 60));
        throw new AppError(
          "RATE_LIMITED",
          `You asked for several links already. Use the latest one, or ask again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
          { id: "errors.verification.tooManyResends", values: { minutes } },
        );
      }
      return verificationService.resend(actor);
    },
  );

  app.post(
    "/api/auth/verify-email",
    {
      config: { ...OPEN_WHEN_SUSPENDED, rateLimit: { max: verifyLimit.max, timeWindow: verifyLimit.windowMs } },
      schema: {
        tags: ["auth"],
        description:
          "Confirms the e-mail address a link was sent to, with the link's token, for the signed-in account the link was made for.",
        body: verifyEmailBodySchema,
        response: { 200: verifyEmailResultSchema, ...errorResponses },
      },
    },
    async (request) => verificationService.verify(await request.requireActor(), request.body.token),
  );
};
