/**
 * SCIM 2.0 provisioning (RFC 7643, RFC 7644; docs/product.md "SCIM provisioning"): a team's identity
 * provider creates, updates, deactivates and deletes the team's people and groups with the team's
 * SCIM token. People join through the same steps as any joiner (one transaction: the account without
 * a password, "member.joined" and its welcome mail; "Forgot password" sets one) and leave
 * through the members module's removal (bookings cancelled, sessions ended, "member.removed").
 * Groups are the groups module's, kept by the provider; their roles follow (docs/product.md "Groups").
 *
 * The SCIM message handling (filters, PATCH, list responses, the schemas) is scimmy's
 * (scim-resources.ts); this service takes and answers plain objects of the core schemas.
 */
import { z } from "zod";
import type { Executor, Tx } from "#db/client.ts";
import { AppError, isPgError } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { addProvisionedMember, rejoinProvisionedMember } from "#server/modules/auth/provisioned-member.ts";
import * as groupsRepo from "#server/modules/groups/groups.repository.ts";
import { applyGroupRoles, type ChangedBy, groupNameTaken } from "#server/modules/groups/groups.service.ts";
import { findVerifiedDomain } from "#server/modules/sso/sso.repository.ts";
import type { MembersService } from "#server/modules/team/members.service.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import { NAME_MAX } from "#shared/constants.ts";
import { emailSchema, optionalText as optionalTextRule, requiredName } from "#shared/schemas/auth.ts";
import * as repo from "./scim.repository.ts";

/** RFC 7643 section 4.3: the enterprise extension, where `department` lives. */
export const ENTERPRISE_USER = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";

/** Who is calling: the team whose SCIM token was presented, and from where. */
export interface ScimCaller {
  teamId: string;
  credentialId: string;
  ip: string | null;
}

/** The attributes of a User that Officely keeps, as a provider sends them (RFC 7643 section 4.1). */
export interface ScimUserInput {
  userName?: string;
  displayName?: string;
  name?: { formatted?: string; givenName?: string; familyName?: string };
  emails?: { value?: string; primary?: boolean }[];
  title?: string;
  active?: boolean;
  externalId?: string;
  [ENTERPRISE_USER]?: { department?: string };
}

export interface ScimGroupInput {
  displayName?: string;
  externalId?: string;
  members?: { value?: string }[];
}

/**
 * An error as SCIM words it (RFC 7644 section 3.12): its HTTP status, its `scimType`, and the
 * app's own code beside it (the error shape every other route answers).
 */
export class ScimError extends Error {
  readonly status: number;
  readonly scimType: string | undefined;
  readonly code: string;
  constructor(status: number, code: string, message: string, scimType?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.scimType = scimType;
  }
}

const invalidValue = (message: string) => new ScimError(400, "VALIDATION_FAILED", message, "invalidValue");
const userNotFound = (id: string) => new ScimError(404, "NOT_FOUND", `User ${id} not found.`);
const groupNotFound = (id: string) => new ScimError(404, "NOT_FOUND", `Group ${id} not found.`);

/** An AppError of the rules the service shares with the rest of the app, as SCIM words it. */
function asScimError(error: unknown): never {
  if (error instanceof AppError) {
    throw new ScimError(error.status, error.code, error.message, error.status === 409 ? "uniqueness" : undefined);
  }
  throw error;
}

// The shared profile rules (a name, a job title): one line, at most NAME_MAX characters.
const nameSchema = requiredName("Name is required");
const optionalTextSchema = optionalTextRule;

/** The person's name from what the provider sent: displayName, else the name's parts, else the address. */
function nameOf(input: ScimUserInput, email: string): string {
  const parts = [input.name?.givenName, input.name?.familyName].filter(Boolean).join(" ");
  const name = input.displayName || input.name?.formatted || parts || email.split("@")[0];
  const parsed = nameSchema.safeParse(name);
  if (!parsed.success) throw invalidValue(`The name must be one line of at most ${NAME_MAX} characters.`);
  return parsed.data;
}

/**
 * 400 unless `email` is at a domain the team has proven (Settings > Security, "Single sign-on";
 * docs/product.md "SCIM provisioning"): a provider's token makes accounts only for the
 * organisation's own addresses, never for someone else's, which would then be taken.
 */
async function assertTeamDomain(tx: Executor, teamId: string, email: string): Promise<void> {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  if ((await findVerifiedDomain(tx, domain))?.teamId !== teamId) {
    throw invalidValue(
      `${domain} is not a verified domain of this team. Prove it in Settings > Security, "Single sign-on", then provision people at it.`,
    );
  }
}

/** The address: userName when it is one, else the primary (or first) e-mail. */
function emailOf(input: ScimUserInput): string {
  const candidates = [input.userName, input.emails?.find((e) => e.primary)?.value, input.emails?.[0]?.value];
  for (const candidate of candidates) {
    const parsed = emailSchema.safeParse(candidate ?? "");
    if (parsed.success) return parsed.data;
  }
  throw invalidValue("userName must be an e-mail address, or the user must have a primary e-mail address.");
}

function optionalText(value: string | undefined, field: string): string | null {
  if (value === undefined || value === "") return null;
  const parsed = optionalTextSchema.safeParse(value);
  if (!parsed.success) throw invalidValue(`${field} must be one line of at most ${NAME_MAX} characters.`);
  return parsed.data || null;
}

function externalIdOf(value: string | undefined): string | null {
  if (value === undefined || value === "") return null;
  if (value.length > 200) throw invalidValue("externalId must be at most 200 characters.");
  return value;
}

/** A person as SCIM answers them (scimmy adds `schemas` and `meta.resourceType`). */
export function presentScimUser(row: repo.ScimUserRow, teamId: string) {
  return {
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.email,
    displayName: row.name,
    name: { formatted: row.name },
    emails: [{ value: row.email, primary: true, type: "work" }],
    ...(row.jobTitle ? { title: row.jobTitle } : {}),
    active: row.teamId === teamId,
    ...(row.department ? { [ENTERPRISE_USER]: { department: row.department } } : {}),
    meta: { created: row.createdAt, lastModified: row.updatedAt },
  };
}

export function createScimService(deps: ServiceDeps & { members: Pick<MembersService, "deprovision"> }) {
  const { db, record, now, members } = deps;
  const byProvider = (caller: ScimCaller): ChangedBy => ({ actorId: null, ip: caller.ip, via: "scim" });

  async function userOrThrow(tx: Executor, caller: ScimCaller, id: string) {
    const row = await repo.findScimUser(tx, caller.teamId, id);
    if (!row) throw userNotFound(id);
    return row;
  }

  /** A provider-kept group as SCIM answers it, with its members. */
  async function groupWithMembers(tx: Executor, teamId: string, group: groupsRepo.GroupRow) {
    const memberRows = await groupsRepo.listGroupMembers(tx, teamId, group.id);
    return {
      id: group.id,
      displayName: group.name,
      ...(group.externalId ? { externalId: group.externalId } : {}),
      members: memberRows.map((m) => ({ value: m.id, display: m.name, type: "User" })),
      meta: { created: group.createdAt, lastModified: group.updatedAt },
    };
  }

  /** The team's group `id` if the provider keeps it (locked for a change when `lock`); 404 otherwise. */
  async function providerGroup(tx: Executor, teamId: string, id: string, lock = false) {
    const group = z.uuid().safeParse(id).success ? await groupsRepo.findGroup(tx, teamId, id, lock) : null;
    if (group?.source !== "scim") throw groupNotFound(id);
    return group;
  }

  /** Sets a provider group's members and re-decides the roles of those who joined or left it. */
  async function setMembers(tx: Tx, caller: ScimCaller, group: groupsRepo.GroupRow, input: ScimGroupInput, at: Date) {
    if (input.members === undefined) return;
    const ids = input.members.map((m) => m.value).filter((v): v is string => typeof v === "string" && v.length <= 100);
    const { added, removed } = await groupsRepo.setGroupMembers(tx, caller.teamId, group.id, ids, at);
    if (added.length === 0 && removed.length === 0) return;
    await record(tx, {
      teamId: caller.teamId,
      actorId: null,
      action: "group.members_changed",
      targetType: "group",
      targetId: group.id,
      after: { name: group.name },
      ip: caller.ip,
      data: { added, removed, via: "scim" },
    });
    await applyGroupRoles(tx, record, caller.teamId, [...added, ...removed], byProvider(caller), at);
  }

  return {
    users: {
      /** One person of the team (active or deactivated); 404 otherwise. */
      async read(caller: ScimCaller, id: string) {
        return presentScimUser(await userOrThrow(db, caller, id), caller.teamId);
      },

      /**
       * The team's people, narrowed in SQL for the lookups providers make before each create
       * (`userName eq`, `externalId eq`); any other filter is scimmy's to apply to the list.
       */
      async list(caller: ScimCaller, by?: { email: string } | { externalId: string }) {
        const rows = await repo.listScimUsers(db, caller.teamId, by ? repo.scimUserMatch(by) : undefined);
        return rows.map((row) => presentScimUser(row, caller.teamId));
      },

      /**
       * POST /Users: a new account in the team (RFC 7644 section 3.3), at one of its verified
       * domains (400 invalidValue otherwise). 409 uniqueness when the address has an account
       * already: a member is found by filter, anyone else is invited.
       */
      async create(caller: ScimCaller, input: ScimUserInput) {
        const email = emailOf(input);
        const name = nameOf(input, email);
        const jobTitle = optionalText(input.title, "title");
        const department = optionalText(input[ENTERPRISE_USER]?.department, "department");
        const externalId = externalIdOf(input.externalId);
        const id = await db
          .transaction(async (tx) => {
            await assertTeamDomain(tx, caller.teamId, email);
            const existing = await userRepo.findUserIdByEmail(tx, email);
            if (existing) {
              throw new ScimError(
                409,
                "EMAIL_TAKEN",
                `${email} already has an account. A member of the team is found with a userName filter; anyone else needs an invitation.`,
                "uniqueness",
              );
            }
            const at = now();
            const user = await addProvisionedMember(tx, record, {
              teamId: caller.teamId,
              name,
              email,
              jobTitle,
              department,
              via: "scim",
              ip: caller.ip,
              at,
            });
            await repo.upsertLink(tx, caller.teamId, user.id, externalId, at);
            if (input.active === false) await members.deprovision(tx, caller.teamId, user.id, caller.ip);
            return user.id;
          })
          .catch((error) => {
            if (isPgError(error, "23505")) {
              throw new ScimError(409, "EMAIL_TAKEN", `${email} or its externalId is taken.`, "uniqueness");
            }
            return asScimError(error);
          });
        return presentScimUser(await userOrThrow(db, caller, id), caller.teamId);
      },

      /**
       * PUT /Users/{id}, and PATCH once scimmy has applied it: the person's name, address, title,
       * department and externalId; `active` false takes them out of the team (the members module's
       * removal), true brings a provisioned person who left back as a member. 404, 409.
       */
      async replace(caller: ScimCaller, id: string, input: ScimUserInput) {
        const email = emailOf(input);
        const name = nameOf(input, email);
        const jobTitle = optionalText(input.title, "title");
        const department = optionalText(input[ENTERPRISE_USER]?.department, "department");
        const externalId = externalIdOf(input.externalId);
        await db
          .transaction(async (tx) => {
            const current = await userOrThrow(tx, caller, id);
            const at = now();
            const active = current.teamId === caller.teamId;
            if (input.active !== false && !active) {
              if (current.teamId !== null) {
                throw new ScimError(409, "EMAIL_TAKEN", `${current.email} has joined another team.`, "uniqueness");
              }
              await assertTeamDomain(tx, caller.teamId, email);
              await rejoinProvisionedMember(tx, record, {
                teamId: caller.teamId,
                userId: id,
                via: "scim",
                ip: caller.ip,
                at,
              });
            }
            const teamNow = input.active !== false || active ? caller.teamId : null;
            await userRepo.updateProfile(tx, teamNow, id, { name, jobTitle, department }, at);
            if (email !== current.email.toLowerCase()) {
              await assertTeamDomain(tx, caller.teamId, email);
              await userRepo.setEmail(tx, id, email, at);
            }
            await repo.upsertLink(tx, caller.teamId, id, externalId, at);
            if (input.active === false && active) await members.deprovision(tx, caller.teamId, id, caller.ip);
          })
          .catch((error) => {
            if (isPgError(error, "23505")) {
              throw new ScimError(409, "EMAIL_TAKEN", `${email} or its externalId is taken.`, "uniqueness");
            }
            return asScimError(error);
          });
        return presentScimUser(await userOrThrow(db, caller, id), caller.teamId);
      },

      /** DELETE /Users/{id}: takes a member out of the team and forgets the link. 404. */
      async remove(caller: ScimCaller, id: string) {
        await db
          .transaction(async (tx) => {
            const current = await userOrThrow(tx, caller, id);
            if (current.teamId === caller.teamId) await members.deprovision(tx, caller.teamId, id, caller.ip);
            await repo.deleteLink(tx, caller.teamId, id);
          })
          .catch(asScimError);
      },
    },

    groups: {
      async read(caller: ScimCaller, id: string) {
        return groupWithMembers(db, caller.teamId, await providerGroup(db, caller.teamId, id));
      },

      /** The provider's groups of the team, by name; `displayName eq` is looked up in SQL. */
      async list(caller: ScimCaller, by?: { name: string } | { externalId: string }) {
        let rows = await groupsRepo.listGroups(db, caller.teamId, "scim");
        if (by) {
          const one = await groupsRepo.findGroupBy(db, caller.teamId, by);
          rows = rows.filter((row) => row.id === one?.id);
        }
        return Promise.all(rows.map((row) => groupWithMembers(db, caller.teamId, row)));
      },

      /** POST /Groups: a group kept by the provider, with its members. 409 for a name taken. */
      async create(caller: ScimCaller, input: ScimGroupInput) {
        const name = nameSchema.safeParse(input.displayName ?? "");
        if (!name.success) throw invalidValue(`displayName must be one line of at most ${NAME_MAX} characters.`);
        const externalId = externalIdOf(input.externalId);
        const id = await db
          .transaction(async (tx) => {
            const at = now();
            const group = await groupsRepo.insertGroup(tx, {
              teamId: caller.teamId,
              name: name.data,
              externalId,
              source: "scim",
              createdAt: at,
              updatedAt: at,
            });
            await record(tx, {
              teamId: caller.teamId,
              actorId: null,
              action: "group.created",
              targetType: "group",
              targetId: group.id,
              after: { name: group.name, role: group.role, source: group.source },
              ip: caller.ip,
            });
            await setMembers(tx, caller, group, input, at);
            return group.id;
          })
          .catch((error) => asScimError(isPgError(error, "23505") ? groupNameTaken(name.data) : error));
        return groupWithMembers(db, caller.teamId, await providerGroup(db, caller.teamId, id));
      },

      /** PUT /Groups/{id}, and PATCH once scimmy has applied it: name, externalId, members. 404, 409. */
      async replace(caller: ScimCaller, id: string, input: ScimGroupInput) {
        const name = nameSchema.safeParse(input.displayName ?? "");
        if (!name.success) throw invalidValue(`displayName must be one line of at most ${NAME_MAX} characters.`);
        const externalId = externalIdOf(input.externalId);
        await db
          .transaction(async (tx) => {
            const group = await providerGroup(tx, caller.teamId, id, true);
            const at = now();
            if (name.data !== group.name || externalId !== group.externalId) {
              await groupsRepo.updateGroup(tx, caller.teamId, id, { name: name.data, externalId, updatedAt: at });
              await record(tx, {
                teamId: caller.teamId,
                actorId: null,
                action: "group.updated",
                targetType: "group",
                targetId: id,
                before: { name: group.name, role: group.role },
                after: { name: name.data, role: group.role },
                ip: caller.ip,
              });
            }
            await setMembers(tx, caller, { ...group, name: name.data }, input, at);
          })
          .catch((error) => asScimError(isPgError(error, "23505") ? groupNameTaken(name.data) : error));
        return groupWithMembers(db, caller.teamId, await providerGroup(db, caller.teamId, id));
      },

      /** DELETE /Groups/{id}: the group goes; its members' roles are re-decided. 404. */
      async remove(caller: ScimCaller, id: string) {
        await db.transaction(async (tx) => {
          const group = await providerGroup(tx, caller.teamId, id, true);
          const memberIds = await groupsRepo.groupMemberIds(tx, caller.teamId, id);
          await groupsRepo.deleteGroup(tx, caller.teamId, id);
          await record(tx, {
            teamId: caller.teamId,
            actorId: null,
            action: "group.deleted",
            targetType: "group",
            targetId: id,
            before: { name: group.name, role: group.role, memberCount: memberIds.length },
            ip: caller.ip,
            data: { via: "scim" },
          });
          await applyGroupRoles(tx, record, caller.teamId, memberIds, byProvider(caller), now());
        });
      },
    },
  };
}

export type ScimService = ReturnType<typeof createScimService>;
