/**
 * The signed-in person's own account (/settings?tab=profile and ?tab=security): profile fields, password
 * change and signed-in sessions. The same schemas validate the server's bodies and the web forms.
 */
import { z } from "zod";
import { NAME_MAX } from "#shared/constants.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "#shared/text.ts";
import { passwordSchema, requiredName } from "./auth.ts";

/** Job title or department: trimmed, single line; an empty text clears it (stored as null). */
const clearableText = z
  .string({ error: "Must be text" })
  .trim()
  .max(NAME_MAX, { error: `Must be at most ${NAME_MAX} characters` })
  .refine(isSingleLine, { error: `Must be ${SINGLE_LINE_MESSAGE}` })
  .nullable()
  .transform((value) => (value ? value : null));

/** PATCH /api/user/profile: any of name, job title, department; at least one. */
export const profileBodySchema = z
  .strictObject({
    name: requiredName("Name is required").optional(),
    jobTitle: clearableText.optional(),
    department: clearableText.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: "Give at least one of name, jobTitle or department",
  });
export type ProfileBody = z.infer<typeof profileBodySchema>;
/** The profile form's values before parsing (all three fields are shown). */
export type ProfileFormValues = z.input<typeof profileBodySchema>;

/** POST /api/user/password: the current password and a new one (the sign-up rules), which must differ. */
export const changePasswordBodySchema = z
  .strictObject({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, { error: "Current password is required" })
      .max(128, { error: "Password must be at most 128 characters" }),
    newPassword: passwordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    error: "The new password must differ from the current one",
    path: ["newPassword"],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePasswordResultSchema = z.object({
  message: z.string(),
  /** How many other sessions were ended. */
  signedOut: z.number().int(),
});
export type ChangePasswordResult = z.infer<typeof changePasswordResultSchema>;

/** One signed-in session of the user (never its token). */
export const accountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** When the session was last extended (better-auth slides it at most every few minutes). */
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.array(accountSessionSchema);

export const revokeOthersResultSchema = z.object({
  /** How many other sessions were ended. */
  signedOut: z.number().int(),
});
export type RevokeOthersResult = z.infer<typeof revokeOthersResultSchema>;

/** A password confirming a change to how one signs in (two-factor setup, backup codes, turning it off). */
export const confirmPasswordBodySchema = z.strictObject({
  password: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .max(128, { error: "Password must be at most 128 characters" }),
});
export type ConfirmPasswordBody = z.infer<typeof confirmPasswordBodySchema>;

/** An authenticator app's 6-digit code; spaces a person types between the digits are ignored. */
export const totpCodeSchema = z
  .string({ error: "Enter the 6-digit code" })
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { error: "Enter the 6-digit code" }));

/** GET /api/user/two-factor: whether sign-in asks for a second factor, and how many backup codes are left. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused backup codes; 0 when two-factor authentication is off. */
  backupCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/**
 * POST /api/user/two-factor/setup: a new authenticator secret (as an otpauth URI, a QR code of it as
 * a PNG data URL, and the base32 secret for typing in) and ten backup codes. Sign-in asks for a code
 * only once one is confirmed (POST /api/user/two-factor/enable).
 */
export const twoFactorSetupSchema = z.object({
  totpUri: z.string(),
  qrCode: z.string(),
  secret: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/user/two-factor/enable: the code the authenticator app shows for the new secret. */
export const enableTwoFactorBodySchema = z.strictObject({ code: totpCodeSchema });
export type EnableTwoFactorBody = z.input<typeof enableTwoFactorBodySchema>;

/** POST /api/user/two-factor/backup-codes: ten new backup codes; the earlier ones stop working. */
export const backupCodesSchema = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodes = z.infer<typeof backupCodesSchema>;
