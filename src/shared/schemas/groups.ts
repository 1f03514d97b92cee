/**
 * Groups (docs/product.md "Groups"): a team's named sets of members, made by a team admin or
 * provisioned by the identity provider over SCIM. A group may grant a role; a member holds the
 * highest role their groups grant.
 */
import { z } from "zod";
import { INVITABLE_ROLES } from "#shared/roles.ts";

/** The roles a group may grant: the team roles. */
export const GROUP_ROLES = INVITABLE_ROLES;
export type GroupRole = (typeof GROUP_ROLES)[number];
/**
 * Who made the group: a team admin here, or the identity provider, over SCIM or as a name in the
 * groups claim of a single sign-on (it keeps their members).
 */
export const GROUP_SOURCES = ["admin", "scim", "sso"] as const;
export type GroupSource = (typeof GROUP_SOURCES)[number];

export const groupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  source: z.enum(GROUP_SOURCES),
  role: z.enum(GROUP_ROLES).nullable(),
  memberCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupMemberSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type GroupMember = z.infer<typeof groupMemberSchema>;

const groupName = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(200, "Name must be at most 200 characters");
const groupRole = z.enum(GROUP_ROLES, { error: `role must be one of ${GROUP_ROLES.join(", ")}, or null` }).nullable();

export const createGroupBodySchema = z.strictObject({ name: groupName, role: groupRole.default(null) });
export type CreateGroupBody = z.input<typeof createGroupBodySchema>;

export const updateGroupBodySchema = z
  .strictObject({ name: groupName.optional(), role: groupRole.optional() })
  .refine((body) => body.name !== undefined || body.role !== undefined, "Give a name or a role to change");
export type UpdateGroupBody = z.input<typeof updateGroupBodySchema>;

/** PUT /api/team/groups/{id}/members: the group's members, all of them (a group made here). */
export const setGroupMembersBodySchema = z.strictObject({
  userIds: z
    .array(z.string().trim().min(1).max(100), { error: "userIds must be a list of member ids" })
    .max(10_000, "A group holds at most 10,000 members"),
});
export type SetGroupMembersBody = z.infer<typeof setGroupMembersBodySchema>;

export const groupIdParamsSchema = z.strictObject({
  id: z.uuid({ error: "Group id must be a UUID" }),
});
