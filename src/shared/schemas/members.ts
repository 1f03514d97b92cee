/**
 * Members administration and invitations in bulk: the members list's search and sort, a
 * role change, and one result per address of a several-address invitation.
 */
import { z } from "zod";
import { INVITABLE_ROLES } from "#shared/roles.ts";
import { emailSchema } from "./auth.ts";
import { createdInvitationSchema } from "./team.ts";

export const MEMBER_SORTS = [
  "name",
  "-name",
  "email",
  "-email",
  "role",
  "-role",
  "joined",
  "-joined",
  "lastActive",
  "-lastActive",
  "bookings",
  "-bookings",
] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** A page of members when `cursor` is given without `limit`. */
export const MEMBERS_PAGE_SIZE = 50;

/**
 * GET /api/team/members?q=&sort=&cursor=&limit=: `q` matches name, e-mail, job title or department;
 * `-` sorts descending. Without `cursor` and `limit` the whole team is answered; with either, one page
 * (`limit`, default 50) and the next page's cursor in the `X-Next-Cursor` header (the body stays a
 * list). The cursor is opaque: it marks the last row of the previous page in that order (a keyset),
 * so a member joining or leaving between pages moves no one else across pages; it is only valid
 * with the same `sort`.
 */
export const listMembersQuerySchema = z.strictObject({
  q: z.string().trim().max(200, "Search text must be at most 200 characters").optional(),
  sort: z.enum(MEMBER_SORTS, { error: `sort must be one of ${MEMBER_SORTS.join(", ")}` }).default("name"),
  cursor: z
    .string()
    .max(2000, "cursor must be the X-Next-Cursor of the previous page")
    .regex(/^[A-Za-z0-9_-]+$/, { error: "cursor must be the X-Next-Cursor of the previous page" })
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be between 1 and 200")
    .max(200, "limit must be between 1 and 200")
    .optional(),
});
export type ListMembersQuery = z.input<typeof listMembersQuerySchema>;

export const memberIdParamsSchema = z.strictObject({
  id: z.string().trim().min(1, "Member id is required").max(100, "Member id is too long"),
});

export const invitationIdParamsSchema = z.strictObject({
  id: z.uuid({ error: "Invitation id must be a UUID" }),
});

const teamRole = z.enum(INVITABLE_ROLES, { error: "Role must be member, team_manager or team_admin" });

/** PATCH /api/team/members/{id}: the new role (never above the actor's own). */
export const updateMemberRoleBodySchema = z.strictObject({ role: teamRole });
export type UpdateMemberRoleBody = z.infer<typeof updateMemberRoleBodySchema>;

/** Most addresses one bulk invitation takes. */
export const BULK_INVITE_MAX = 50;

/** POST /api/team/invitations with `emails`: each address is checked on its own (one result each). */
export const bulkInvitationBodySchema = z.strictObject({
  emails: z
    .array(z.string().max(320, "An e-mail address is at most 320 characters"), { error: "emails must be a list" })
    .min(1, "Enter at least one e-mail address")
    .max(BULK_INVITE_MAX, `Invite at most ${BULK_INVITE_MAX} addresses at once`),
  role: teamRole.default("member"),
});
export type BulkInvitationBody = z.input<typeof bulkInvitationBodySchema>;

/**
 * POST /api/team/invitations: `email` (one address, answered as the created invitation) or `emails`
 * (several, one result each), never both. One object rather than a union, so a bad role or address
 * is named in the message instead of zod's "Invalid input" for a union.
 */
export const invitationRequestBodySchema = z
  .strictObject({
    email: emailSchema.optional(),
    emails: bulkInvitationBodySchema.shape.emails.optional(),
    role: teamRole.default("member"),
  })
  .superRefine((body, ctx) => {
    if ((body.email === undefined) === (body.emails === undefined)) {
      ctx.addIssue({
        code: "custom",
        message: "Send email (one address) or emails (a list of addresses), one of the two",
      });
    }
  });

export const bulkInvitationResultSchema = z.object({
  results: z.array(
    z.object({
      email: z.string(),
      ok: z.boolean(),
      /** The created invitation (code and link included) when ok. */
      invitation: createdInvitationSchema.nullable(),
      /** Why this address was not invited, written for a person; null when ok. */
      message: z.string().nullable(),
    }),
  ),
});
export type BulkInvitationResult = z.infer<typeof bulkInvitationResultSchema>;

/**
 * Splits what a person typed into addresses: commas, semicolons, spaces and new lines separate;
 * empty pieces are dropped, duplicates kept so each still gets its own result.
 */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
