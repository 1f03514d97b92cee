/**
 * Groups (docs/product.md "Groups"): a team's named sets of members. A team admin makes groups and
 * picks their members here; the identity provider's groups arrive over SCIM (the scim module) and
 * keep their members there. Either kind may grant a role: a member in such groups holds the highest
 * role they grant, re-decided whenever their groups change, and goes back to member when the last
 * such group lets them go (unless an admin had chosen the role). Every change records its audit
 * event in its transaction ("group.created", "group.updated", "group.deleted",
 * "group.members_changed", and "member.role_changed" for each role it moves).
 */
import type { Tx } from "#db/client.ts";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError, isPgError } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as teamRepo from "#server/modules/team/team.repository.ts";
import * as membershipRepo from "#server/modules/user/membership.repository.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import { isAdminRole, type Role, teamRank } from "#shared/roles.ts";
import type {
  CreateGroupBody,
  Group,
  GroupMember,
  GroupRole,
  SetGroupMembersBody,
  UpdateGroupBody,
} from "#shared/schemas/groups.ts";
import * as repo from "./groups.repository.ts";

const MANAGE_MESSAGE = "Only team admins can manage groups.";

/** Who makes a change of groups: a person (their id and address) or the identity provider (no id). */
export interface ChangedBy {
  actorId: string | null;
  ip: string | null;
  /** How the change came: "admin" (here), "scim", or a single sign-on's groups claim ("sso"). */
  via: "admin" | "scim" | "sso";
}

export const groupNotFound = () => new AppError("NOT_FOUND", "Group not found.", { id: "errors.notFound.group" });

export const groupNameTaken = (name: string) =>
  new AppError("GROUP_NAME_TAKEN", `A group named "${name}" exists already. Choose another name.`, {
    id: "errors.groups.nameTaken",
    values: { name },
  });

const managedByProvider = () =>
  new AppError(
    "GROUP_MANAGED_BY_PROVIDER",
    "This group comes from your identity provider: change its name and members there. Its role can be changed here.",
    { id: "errors.groups.managedByProvider" },
  );

/** A group as the API presents it. */
export function presentGroup(row: repo.GroupWithCount): Group {
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    role: row.role,
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The highest of `roles` (member < team_manager < team_admin), or undefined for none. */
function highestRole(roles: readonly GroupRole[]): GroupRole | undefined {
  return [...roles].sort((a, b) => teamRank(b) - teamRank(a))[0];
}

/** A 23505 on the team's group names as GROUP_NAME_TAKEN; anything else as it is. */
export function mapGroupNameTaken(error: unknown, name: string): never {
  if (isPgError(error, "23505")) throw groupNameTaken(name);
  throw error;
}

/**
 * Re-decides the roles of `userIds` (members of `teamId`) from their groups, in `tx`: the highest
 * role their groups grant; back to member for one whose role came from groups and whom no group
 * grants one now; unchanged for anyone else. The team row is locked (as every role change does), and
 * the last team admin keeps the role. Records "member.role_changed" (via groups) for each change.
 */
export async function applyGroupRoles(
  tx: Tx,
  record: ServiceDeps["record"],
  teamId: string,
  userIds: readonly string[],
  by: ChangedBy,
  at: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await teamRepo.lockTeam(tx, teamId);
  const granted = await repo.grantedRoles(tx, teamId, userIds);
  for (const userId of new Set(userIds)) {
    const member = await userRepo.findMember(tx, teamId, userId);
    if (!member) continue;
    const highest = highestRole(granted.get(userId) ?? []);
    if (highest === undefined && !member.roleFromGroups) continue;
    const next: Role = highest ?? "member";
    const current = member.role as Role;
    const fromGroups = highest !== undefined;
    if (current === next && member.roleFromGroups === fromGroups) continue;
    // A team always keeps someone who can run it (docs/product.md "Tenancy and roles").
    if (isAdminRole(current) && !isAdminRole(next) && (await membershipRepo.countTeamAdmins(tx, teamId)) <= 1) continue;
    const row = await membershipRepo.updateMemberRole(tx, teamId, userId, next, at, fromGroups);
    if (!row || current === next) continue;
    await record(tx, {
      teamId,
      actorId: by.actorId,
      action: "member.role_changed",
      targetType: "member",
      targetId: userId,
      before: { id: member.id, name: member.name, email: member.email, role: current },
      after: { id: row.id, name: row.name, email: row.email, role: row.role },
      ip: by.ip,
      data: { via: "groups" },
    });
  }
}

export function createGroupsService(deps: ServiceDeps) {
  const { db, record, now } = deps;

  function assertManages(actor: Actor) {
    assertCan(actor, "member:manage", MANAGE_MESSAGE, { id: "errors.groups.adminsOnly" });
    return requireTeam(actor);
  }

  async function presentOne(teamId: string, id: string): Promise<Group> {
    const row = (await repo.listGroups(db, teamId)).find((group) => group.id === id);
    if (!row) throw groupNotFound();
    return presentGroup(row);
  }

  const byActor = (actor: Actor): ChangedBy => ({ actorId: actor.id, ip: actor.ip, via: "admin" });

  return {
    /** GET /api/team/groups: the team's groups by name with their member counts (team_admin). */
    async list(actor: Actor): Promise<Group[]> {
      const team = assertManages(actor);
      return (await repo.listGroups(db, team.id)).map(presentGroup);
    },

    /** POST /api/team/groups: a group made here, with no members yet. 409 GROUP_NAME_TAKEN. */
    async create(actor: Actor, body: CreateGroupBody): Promise<Group> {
      const team = assertManages(actor);
      const name = body.name.trim();
      const row = await db
        .transaction(async (tx) => {
          const at = now();
          const created = await repo.insertGroup(tx, {
            teamId: team.id,
            name,
            source: "admin",
            role: body.role ?? null,
            createdAt: at,
            updatedAt: at,
          });
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "group.created",
            targetType: "group",
            targetId: created.id,
            after: { name: created.name, role: created.role, source: created.source },
            ip: actor.ip,
          });
          return created;
        })
        .catch((error) => mapGroupNameTaken(error, name));
      return presentGroup({ ...row, memberCount: 0 });
    },

    /**
     * PATCH /api/team/groups/{id}: renames a group made here, or changes the role any group grants
     * (its members' roles follow in the same transaction). 404, 409 GROUP_NAME_TAKEN, 409
     * GROUP_MANAGED_BY_PROVIDER for renaming a provider's group.
     */
    async update(actor: Actor, id: string, body: UpdateGroupBody): Promise<Group> {
      const team = assertManages(actor);
      const name = body.name?.trim();
      await db
        .transaction(async (tx) => {
          const group = await repo.findGroup(tx, team.id, id, true);
          if (!group) throw groupNotFound();
          if (name !== undefined && name !== group.name && group.source !== "admin") throw managedByProvider();
          const at = now();
          const row = await repo.updateGroup(tx, team.id, id, {
            ...(name !== undefined ? { name } : {}),
            ...(body.role !== undefined ? { role: body.role } : {}),
            updatedAt: at,
          });
          if (!row) throw groupNotFound();
          if (row.name === group.name && row.role === group.role) return;
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "group.updated",
            targetType: "group",
            targetId: id,
            before: { name: group.name, role: group.role },
            after: { name: row.name, role: row.role },
            ip: actor.ip,
          });
          if (row.role !== group.role) {
            await applyGroupRoles(tx, record, team.id, await repo.groupMemberIds(tx, team.id, id), byActor(actor), at);
          }
        })
        .catch((error) => mapGroupNameTaken(error, name ?? ""));
      return presentOne(team.id, id);
    },

    /**
     * DELETE /api/team/groups/{id}: removes a group made here; its members' roles are re-decided.
     * 404, 409 GROUP_MANAGED_BY_PROVIDER for a provider's group (it would come back with the next sync).
     */
    async remove(actor: Actor, id: string): Promise<void> {
      const team = assertManages(actor);
      await db.transaction(async (tx) => {
        const group = await repo.findGroup(tx, team.id, id, true);
        if (!group) throw groupNotFound();
        if (group.source !== "admin") throw managedByProvider();
        const memberIds = await repo.groupMemberIds(tx, team.id, id);
        await repo.deleteGroup(tx, team.id, id);
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "group.deleted",
          targetType: "group",
          targetId: id,
          before: { name: group.name, role: group.role, memberCount: memberIds.length },
          ip: actor.ip,
        });
        await applyGroupRoles(tx, record, team.id, memberIds, byActor(actor), now());
      });
    },

    /** GET /api/team/groups/{id}/members: the group's members by name (team_admin). 404. */
    async members(actor: Actor, id: string): Promise<GroupMember[]> {
      const team = assertManages(actor);
      if (!(await repo.findGroup(db, team.id, id))) throw groupNotFound();
      return repo.listGroupMembers(db, team.id, id);
    },

    /**
     * PUT /api/team/groups/{id}/members: makes the members of a group made here exactly `userIds`
     * (ids of people outside the team are left out); roles follow. 404, 409 GROUP_MANAGED_BY_PROVIDER.
     */
    async setMembers(actor: Actor, id: string, body: SetGroupMembersBody): Promise<GroupMember[]> {
      const team = assertManages(actor);
      await db.transaction(async (tx) => {
        const group = await repo.findGroup(tx, team.id, id, true);
        if (!group) throw groupNotFound();
        if (group.source !== "admin") throw managedByProvider();
        const at = now();
        const { added, removed } = await repo.setGroupMembers(tx, team.id, id, body.userIds, at);
        if (added.length === 0 && removed.length === 0) return;
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "group.members_changed",
          targetType: "group",
          targetId: id,
          after: { name: group.name },
          ip: actor.ip,
          data: { added, removed },
        });
        await applyGroupRoles(tx, record, team.id, [...added, ...removed], byActor(actor), at);
      });
      return repo.listGroupMembers(db, team.id, id);
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
