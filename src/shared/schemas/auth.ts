/**
 * Auth contract: login, team signup, join by invitation (spec sections 3, 5, 7; docs/product.md "Invitations").
 * The same schemas validate the server's bodies and the web forms, so the messages are the spec's texts.
 */
import { z } from "zod";
import {
  COMPANY_SIZES,
  DEFAULT_COMPANY_SIZE,
  DEFAULT_INDUSTRY,
  INVITE_CODE_MIN_LENGTH,
  NAME_MAX,
  TEXT_MAX,
} from "#shared/constants.ts";
import { LANGUAGES } from "#shared/i18n.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "#shared/text.ts";
import { canonicalTimeZone } from "#shared/time.ts";
import { timeZoneMessage } from "./team-settings.ts";
import { teamRefSchema, userSchema } from "./user.ts";

/** The one form of an e-mail address the app stores, compares and rate-limits: trimmed, lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An e-mail address, normalised (normalizeEmail) before it is checked. */
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, { error: "Email is required" })
  .max(254, { error: "Email must be at most 254 characters" })
  .pipe(z.email({ error: "Please enter a valid email address" }));

/** Registration password: the three rules of spec section 5 (the meter's fifth rule is advice only). */
export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(1, { error: "Password is required" })
  .min(8, { error: "Password must be at least 8 characters" })
  .max(128, { error: "Password must be at most 128 characters" })
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, { error: "Password must contain uppercase, lowercase, and number" });

/** A required single-line name (trimmed, at most NAME_MAX); `message` when blank. */
export const requiredName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(NAME_MAX, { error: `Must be at most ${NAME_MAX} characters` })
    .refine(isSingleLine, { error: `Must be ${SINGLE_LINE_MESSAGE}` });

/** An optional single-line text (job title, department), trimmed, at most NAME_MAX. */
export const optionalText = z
  .string()
  .trim()
  .max(NAME_MAX, { error: `Must be at most ${NAME_MAX} characters` })
  .refine(isSingleLine, { error: `Must be ${SINGLE_LINE_MESSAGE}` })
  .optional();

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .max(128, { error: "Password must be at most 128 characters" }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The new team's IANA zone (the Create Team form sends the browser's); America/New_York when absent. */
const newTeamTimeZone = z
  .string({ error: "Time zone must be text" })
  .trim()
  .min(1, { error: "Time zone is required" })
  .max(64, { error: "Time zone must be at most 64 characters" })
  .refine((zone) => canonicalTimeZone(zone) !== null, { error: (issue) => timeZoneMessage(String(issue.input)) })
  .optional();

export const signupBodySchema = z.strictObject({
  name: requiredName("Name is required"),
  email: emailSchema,
  password: passwordSchema,
  companyName: requiredName("Company name is required"),
  timeZone: newTeamTimeZone,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** An optional free text that may span lines (a postal address), trimmed, at most TEXT_MAX. */
const optionalLongText = z
  .string({ error: "Must be text" })
  .trim()
  .max(TEXT_MAX, { error: `Must be at most ${TEXT_MAX} characters` })
  .optional();

/**
 * POST /api/register: the larger team registration (spec section 3 "Larger team registration form",
 * section 5 "Team registration", section 9 defaults). Empty optional fields count as not given.
 */
export const registerBodySchema = z.strictObject({
  name: requiredName("Name is required"),
  email: emailSchema,
  password: passwordSchema,
  jobTitle: optionalText,
  teamName: requiredName("Team name is required"),
  companyName: requiredName("Company name is required"),
  companyAddress: optionalLongText,
  companySize: z
    .enum(COMPANY_SIZES, { error: `Company size must be one of ${COMPANY_SIZES.join(", ")}` })
    .default(DEFAULT_COMPANY_SIZE),
  industry: optionalText.transform((industry) => industry || DEFAULT_INDUSTRY),
  billingEmail: z
    .union([z.literal(""), emailSchema], { error: "Please enter a valid billing email address" })
    .optional()
    .transform((billing) => billing || undefined),
  timeZone: newTeamTimeZone,
});
export type RegisterBody = z.output<typeof registerBodySchema>;

/** Response of POST /api/register: `user` is null when the account was made but no session opened. */
export const registerResultSchema = z.object({
  success: z.literal(true),
  user: userSchema.nullable(),
  isFirstTimeUser: z.boolean(),
  team: teamRefSchema,
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

export const inviteCodeSchema = z
  .string({ error: "Invite code is required" })
  .trim()
  .min(1, { error: "Invite code is required" })
  .max(64, { error: "Invite code is too long" });

export const joinTeamBodySchema = z.strictObject({
  inviteCode: inviteCodeSchema,
  name: requiredName("Name is required"),
  email: emailSchema,
  password: passwordSchema,
  jobTitle: optionalText,
  department: optionalText,
});
export type JoinTeamBody = z.infer<typeof joinTeamBodySchema>;

/** Response of signup and join: spec section 3 "Signup response" plus the team's name. */
export const authResultSchema = z.object({
  success: z.literal(true),
  user: userSchema,
  isFirstTimeUser: z.boolean(),
  team: teamRefSchema,
});
export type AuthResult = z.infer<typeof authResultSchema>;

/** The second factors a sign-in's second step accepts: the authenticator app's code (or a backup code), a passkey. */
export const SECOND_FACTOR_METHODS = ["totp", "passkey"] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * POST /api/login: the user when the session is open; `twoFactorRequired` when the password was right
 * and the account asks for a second factor, with the `methods` it has: "totp" (POST
 * /api/login/two-factor finishes the sign-in), "passkey" (a passkey sign-in does).
 */
export const loginResultSchema = z.union([
  z.object({ user: userSchema }),
  z.object({ twoFactorRequired: z.literal(true), methods: z.array(z.enum(SECOND_FACTOR_METHODS)).min(1) }),
]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * POST /api/login/two-factor: the authenticator app's code, or one backup code (each works once),
 * and whether this browser may skip the second step for 30 days.
 */
export const twoFactorSignInBodySchema = z.strictObject({
  method: z.enum(["totp", "backup"], { error: "Method must be totp or backup" }),
  code: z
    .string({ error: "Enter the code" })
    .trim()
    .min(1, { error: "Enter the code" })
    .max(32, { error: "That code is too long" }),
  trustDevice: z.boolean({ error: "trustDevice must be true or false" }).optional(),
});
export type TwoFactorSignInBody = z.infer<typeof twoFactorSignInBodySchema>;
export const twoFactorSignInResultSchema = z.object({ user: userSchema });

export const validateInviteParamsSchema = z.strictObject({ code: z.string().max(64) });
export const validateInviteResultSchema = z.union([
  z.object({
    valid: z.literal(true),
    /** `language`: the inviting team's default language, which the invitee sees until they choose one. */
    invite: z.object({ email: z.string(), teamName: z.string(), role: z.string(), language: z.enum(LANGUAGES) }),
  }),
  z.object({ valid: z.literal(false), error: z.string() }),
]);
export type ValidateInviteResult = z.infer<typeof validateInviteResultSchema>;

export { INVITE_CODE_MIN_LENGTH };

/** POST /api/auth/forgot-password (docs/product.md "Platform"): always the same answer, registered or not. */
export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that e-mail, we have sent it a link to reset the password. The link works once, for 30 minutes.";

/** POST /api/auth/reset-password: the token from the e-mailed link and the new password (sign-up rules). */
export const resetPasswordBodySchema = z.strictObject({
  token: z.string({ error: "The reset link is incomplete" }).min(1, { error: "The reset link is incomplete" }).max(200),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export const messageResultSchema = z.object({ message: z.string() });
