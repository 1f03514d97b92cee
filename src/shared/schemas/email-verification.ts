/**
 * Confirming an e-mail address (docs/operations.md "Mail limits and e-mail verification"): asking
 * for a new link (POST /api/auth/verification-email) and using one (POST /api/auth/verify-email).
 */
import { z } from "zod";

/** POST /api/auth/verify-email: the token of the e-mailed link (/verify-email?token=...). */
export const verifyEmailBodySchema = z.strictObject({
  token: z
    .string({ error: "The confirmation link is incomplete" })
    .trim()
    .min(1, { error: "The confirmation link is incomplete" })
    .max(2000, { error: "The confirmation link is not valid" }),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const verifyEmailResultSchema = z.object({ emailVerified: z.literal(true), message: z.string() });
export type VerifyEmailResult = z.infer<typeof verifyEmailResultSchema>;

/**
 * POST /api/auth/verification-email: "sent" (a new link is on its way), "already_verified", or
 * "not_required" (the server sends no mail, so nothing needs confirming); `message` says which.
 */
export const verificationEmailResultSchema = z.object({
  status: z.enum(["sent", "already_verified", "not_required"]),
  message: z.string(),
});
export type VerificationEmailResult = z.infer<typeof verificationEmailResultSchema>;
