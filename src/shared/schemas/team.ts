/** Team members and invitations (docs/product.md "Invitations"). */
import { z } from "zod";
import { INVITABLE_ROLES, ROLES } from "#shared/roles.ts";
import { emailSchema } from "./auth.ts";

/**
 * A member as GET /api/team/members presents them. Every member reads names and roles; e-mail,
 * last activity and this month's bookings are null unless the reader is a team admin.
 */
export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  joinedAt: z.string(),
  /** Latest session activity (ISO instant); null when never signed in or not visible to the reader. */
  lastActiveAt: z.string().nullable(),
  /** Confirmed bookings starting in the current month of the team's zone; null when not visible. */
  bookingsThisMonth: z.number().int().nullable(),
  /**
   * Whether they have a second factor (an authenticator app or a passkey), which a team admin can
   * reset; null when not visible (team admins see it).
   */
  twoFactorEnabled: z.boolean().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const createInvitationBodySchema = z.strictObject({
  email: emailSchema,
  role: z.enum(INVITABLE_ROLES, { error: "Role must be member, team_manager or team_admin" }).default("member"),
});
export type CreateInvitationBody = z.input<typeof createInvitationBodySchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** Days an expired, unused invitation stays in the list (to be resent or revoked). */
export const EXPIRED_INVITATIONS_SHOWN_DAYS = 30;

/**
 * GET /api/team/invitations: an unused invitation, pending or expired in the last
 * EXPIRED_INVITATIONS_SHOWN_DAYS days (`expired`: its code no longer works; Resend issues a new one).
 */
export const listedInvitationSchema = invitationSchema.extend({ expired: z.boolean() });
export type ListedInvitation = z.infer<typeof listedInvitationSchema>;

/** The code and link are answered once, at creation; only a hash of the code is stored. */
export const createdInvitationSchema = invitationSchema.extend({
  code: z.string(),
  link: z.string(),
  /** "not_sent": the address had its invitation e-mails for the day; share the code or link instead. */
  emailStatus: z.enum(["sent", "queued", "not_sent"]),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;
