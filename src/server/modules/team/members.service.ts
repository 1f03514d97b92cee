/**
 * Members administration (issue 11; DESIGN.md "Tenancy and roles"): the searchable members table,
 * role changes and removal. Removal cancels the member's future bookings through the bookings
 * module, ends their sessions and takes them out of the team, all in one transaction with its
 * audit event "member.removed" (notifications subscribe to the cancellations and the removal).
 */
import type { z } from "zod";
import type { Tx } from "#db/client.ts";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as sessionsRepo from "#server/modules/auth/sessions.repository.ts";
import type { MemberBookingsService } from "#server/modules/bookings/member-bookings.service.ts";
import * as membershipRepo from "#server/modules/user/membership.repository.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import { can, type Role } from "#shared/roles.ts";
import { type listMembersQuerySchema, MEMBERS_PAGE_SIZE, type UpdateMemberRoleBody } from "#shared/schemas/members.ts";
import type { Member } from "#shared/schemas/team.ts";
import { localMonthRange, todayInZone } from "#shared/time.ts";
import { assertKeepsAnAdmin, assertMayManage, assertNotAboveOwn, assertNotSelf } from "./member-rules.ts";
import * as membersRepo from "./members.repository.ts";
import * as teamRepo from "./team.repository.ts";

type ListMembersQuery = z.output<typeof listMembersQuerySchema>;
const MANAGE_MESSAGE = "Only team admins can change roles or remove members.";

/** A member as the audit keeps it (no activity figures: they change without an event). */
function auditedMember(row: userRepo.UserRow) {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export function createMembersService(deps: ServiceDeps & { memberBookings: MemberBookingsService }) {
  const { db, record, now, memberBookings } = deps;

  /** The member of the actor's team, read in `tx`; 404 for an id of no member (other teams' included). */
  async function memberOf(tx: Tx, teamId: string, id: string) {
    const member = await userRepo.findMember(tx, teamId, id);
    if (!member) throw notFound("Member");
    return member;
  }

  const service = {
    /**
     * GET /api/team/members: every member of the team may list names and roles; team admins also
     * get e-mails, last activity and bookings starting this month (team zone). 403 NO_TEAM outside a team.
     */
    async list(actor: Actor, query: ListMembersQuery): Promise<Member[]> {
      return (await service.page(actor, query)).items;
    },

    /**
     * GET /api/team/members with paging: the whole list when the query has neither `cursor` nor
     * `limit`, else one page of `limit` (default MEMBERS_PAGE_SIZE) from the cursor's position, and
     * the next page's cursor (null on the last page). One more row than the page is read to know.
     */
    async page(actor: Actor, query: ListMembersQuery): Promise<{ items: Member[]; nextCursor: string | null }> {
      const team = requireTeam(actor);
      const paged = query.cursor !== undefined || query.limit !== undefined;
      const offset = query.cursor ? Number(query.cursor) : 0;
      const limit = query.limit ?? MEMBERS_PAGE_SIZE;
      const admin = can(actor.role, "member:manage");
      const month = localMonthRange(todayInZone(team.timeZone, now()), team.timeZone);
      const rows = await membersRepo.listMembersWithActivity(db, team.id, {
        q: query.q || undefined,
        searchEmail: admin,
        // Non-admins cannot see the figures, so they cannot sort by them either.
        sort:
          admin || ["name", "-name", "role", "-role", "joined", "-joined"].includes(query.sort) ? query.sort : "name",
        rangeStart: month.start,
        rangeEnd: month.end,
        ...(paged ? { offset, limit: limit + 1 } : {}),
      });
      const more = paged && rows.length > limit;
      const items = rows.slice(0, paged ? limit : rows.length).map((row) => ({
        id: row.id,
        name: row.name,
        email: admin ? row.email : null,
        role: row.role as Role,
        jobTitle: row.jobTitle,
        department: row.department,
        joinedAt: row.createdAt.toISOString(),
        lastActiveAt: admin && row.lastActiveAt ? row.lastActiveAt.toISOString() : null,
        bookingsThisMonth: admin ? row.bookingsInRange : null,
      }));
      return { items, nextCursor: more ? String(offset + limit) : null };
    },

    /**
     * PATCH /api/team/members/{id}: sets a member's role (team_admin). 403 above one's own role, 404
     * for no such member in the team, 409 LAST_TEAM_ADMIN for demoting the only team admin. Role
     * changes of one team run one at a time (the team row is locked), so two admins demoting each
     * other cannot leave the team without one. Records "member.role_changed".
     */
    async changeRole(actor: Actor, memberId: string, body: UpdateMemberRoleBody): Promise<Member> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE);
      const team = requireTeam(actor);
      assertNotAboveOwn(actor.role, body.role);
      await db.transaction(async (tx) => {
        await teamRepo.lockTeam(tx, team.id);
        const member = await memberOf(tx, team.id, memberId);
        const current = member.role as Role;
        assertMayManage(actor.role, current);
        if (current === body.role) return;
        assertKeepsAnAdmin(current, body.role, await membershipRepo.countTeamAdmins(tx, team.id), member.name);
        const row = await membershipRepo.updateMemberRole(tx, team.id, memberId, body.role, now());
        if (!row) throw notFound("Member");
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "member.role_changed",
          targetType: "member",
          targetId: memberId,
          before: auditedMember(member),
          after: auditedMember(row),
          ip: actor.ip,
        });
      });
      const [updated] = (await service.list(actor, { sort: "name" })).filter((m) => m.id === memberId);
      if (!updated) throw notFound("Member");
      return updated;
    },

    /**
     * DELETE /api/team/members/{id}: removes a member (team_admin). Their confirmed bookings that have
     * not ended are cancelled (each its own "booking.cancelled"), their sessions end, and they leave
     * the team (they can still sign in, to no team). 403 for oneself (when another team admin exists) or a
     * higher role, 404 for no such member, 409 LAST_TEAM_ADMIN for the only team admin. Returns how many bookings were cancelled.
     */
    async remove(actor: Actor, memberId: string): Promise<{ cancelledBookings: number }> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE);
      const team = requireTeam(actor);
      return db.transaction(async (tx) => {
        await teamRepo.lockTeam(tx, team.id);
        const member = await memberOf(tx, team.id, memberId);
        assertMayManage(actor.role, member.role as Role);
        // The only team admin can only try to remove themselves: 409 says what to do, not 403.
        assertKeepsAnAdmin(member.role as Role, null, await membershipRepo.countTeamAdmins(tx, team.id), member.name);
        assertNotSelf(actor.id, memberId);
        const at = now();
        const cancelledBookings = await memberBookings.cancelFutureOfMember(tx, actor, team.id, memberId, at);
        await membershipRepo.removeMemberFromTeam(tx, team.id, memberId, at);
        const endedSessions = await sessionsRepo.deleteUserSessions(tx, memberId);
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "member.removed",
          targetType: "member",
          targetId: memberId,
          before: auditedMember(member),
          after: null,
          ip: actor.ip,
          data: { cancelledBookings, endedSessions },
        });
        return { cancelledBookings };
      });
    },
  };
  return service;
}

export type MembersService = ReturnType<typeof createMembersService>;
