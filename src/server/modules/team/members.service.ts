/**
 * Members administration (docs/product.md "Tenancy and roles"): the searchable members table,
 * role changes, removal, and turning off a lost second factor. Removal cancels the member's future bookings through the bookings
 * module, ends their sessions and takes them out of the team, all in one transaction with its
 * audit event "member.removed" (notifications subscribe to the cancellations and the removal).
 */
import type { z } from "zod";
import type { Tx } from "#db/client.ts";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError, forbidden, notFound } from "#server/lib/app-error.ts";
import { encodeKeyset, isTimestampText, parseKeyset } from "#server/lib/keyset-cursor.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as sessionsRepo from "#server/modules/auth/sessions.repository.ts";
import { resetSecondFactors } from "#server/modules/auth/two-factor.service.ts";
import type { MemberBookingsService } from "#server/modules/bookings/member-bookings.service.ts";
import * as credentialsRepo from "#server/modules/credentials/credentials.repository.ts";
import * as groupsRepo from "#server/modules/groups/groups.repository.ts";
import * as officesRepo from "#server/modules/offices/offices.repository.ts";
import * as membershipRepo from "#server/modules/user/membership.repository.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import type { ErrorText } from "#shared/error-text.ts";
import { can, type Role } from "#shared/roles.ts";
import {
  type listMembersQuerySchema,
  MEMBER_SORTS,
  MEMBERS_PAGE_SIZE,
  type MemberSort,
  type UpdateMemberRoleBody,
} from "#shared/schemas/members.ts";
import type { Member } from "#shared/schemas/team.ts";
import { localMonthRange, todayInZone } from "#shared/time.ts";
import { assertKeepsAnAdmin, assertMayManage, assertNotAboveOwn, assertNotSelf } from "./member-rules.ts";
import * as membersRepo from "./members.repository.ts";
import * as teamRepo from "./team.repository.ts";

type ListMembersQuery = z.output<typeof listMembersQuerySchema>;
const MANAGE_MESSAGE = "Only team admins can change roles or remove members.";
const MANAGE_TEXT: ErrorText = { id: "errors.team.adminsOnly" };

/**
 * The opaque members cursor: the order it was made for and the keyset of a page's last row
 * (sort value, lower(name), id), base64url JSON.
 */
export function encodeMembersCursor(sort: MemberSort, row: membersRepo.MemberKeyset): string {
  return encodeKeyset([sort, row.sortKey, row.nameKey, row.id]);
}

const badCursor = () =>
  new AppError(
    "VALIDATION_FAILED",
    "cursor is not valid: use the X-Next-Cursor of the previous page, or leave it out to start again.",
    { id: "errors.members.cursorInvalid" },
  );

/**
 * Reads a cursor made by encodeMembersCursor for the order `sort`; 400 VALIDATION_FAILED for
 * anything else (including a cursor of another order: the sort changed, so start again).
 */
export function decodeMembersCursor(cursor: string, sort: MemberSort): membersRepo.MemberKeyset {
  const parsed = parseKeyset(cursor);
  if (
    parsed === null ||
    parsed.length !== 4 ||
    !(MEMBER_SORTS as readonly unknown[]).includes(parsed[0]) ||
    !(parsed[1] === null || (typeof parsed[1] === "string" && parsed[1].length <= 400)) ||
    typeof parsed[2] !== "string" ||
    parsed[2].length > 400 ||
    typeof parsed[3] !== "string" ||
    parsed[3].length === 0 ||
    parsed[3].length > 100
  ) {
    throw badCursor();
  }
  if (parsed[0] !== sort) {
    throw new AppError(
      "VALIDATION_FAILED",
      `cursor was made for sort=${parsed[0]}, not sort=${sort}: leave it out to start again from the first page.`,
      { id: "errors.members.cursorSort", values: { was: String(parsed[0]), sort } },
    );
  }
  const [, sortKey, nameKey, id] = parsed as [MemberSort, string | null, string, string];
  // The value must read back as the sort column's type, else PostgreSQL would fail with a 500.
  const kind = sort.replace(/^-/, "");
  const valid =
    sortKey === null ||
    (kind === "role" || kind === "bookings"
      ? /^\d{1,9}$/.test(sortKey)
      : kind === "joined" || kind === "lastActive"
        ? isTimestampText(sortKey)
        : true);
  if (!valid) throw badCursor();
  return { sortKey, nameKey, id };
}

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

  /**
   * The removal itself (the caller has checked who may and locked the team): the member's bookings
   * that have not ended are cancelled (each its own "booking.cancelled"), they leave their groups and
   * the team, their sessions and API tokens end, and "member.removed" is recorded by `by` (a null id: the identity
   * provider, `via` "scim").
   */
  async function takeOutOfTeam(
    tx: Tx,
    teamId: string,
    member: userRepo.UserRow,
    by: { id: string | null; ip: string | null },
    via: "scim" | null,
  ): Promise<{ cancelledBookings: number }> {
    const at = now();
    const cancelledBookings = await memberBookings.cancelFutureOfMember(tx, by, teamId, member.id, at);
    await groupsRepo.removeFromAllGroups(tx, teamId, member.id);
    const desks = await officesRepo.unassignDesksOf(tx, teamId, member.id);
    for (const desk of desks) {
      await record(tx, {
        teamId,
        actorId: by.id,
        action: "office.updated",
        targetType: "office",
        targetId: desk.id,
        before: { id: desk.id, name: desk.name, assignedUserId: member.id },
        after: { id: desk.id, name: desk.name, assignedUserId: null },
        ip: by.ip,
      });
    }
    await membershipRepo.removeMemberFromTeam(tx, teamId, member.id, at);
    const endedSessions = await sessionsRepo.deleteUserSessions(tx, member.id);
    // Their API tokens end with their sessions, and stay ended if they are ever provisioned back.
    const revokedTokens = await credentialsRepo.revokePersonalTokensOf(tx, teamId, member.id, at);
    await record(tx, {
      teamId,
      actorId: by.id,
      action: "member.removed",
      targetType: "member",
      targetId: member.id,
      before: auditedMember(member),
      after: null,
      ip: by.ip,
      data: { cancelledBookings, endedSessions, revokedTokens, unassignedDesks: desks.length, ...(via ? { via } : {}) },
    });
    return { cancelledBookings };
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
     * `limit`, else one page of `limit` (default MEMBERS_PAGE_SIZE) after the cursor's row, and the
     * next page's cursor (null on the last page). One more row than the page is read to know. The
     * cursor is a keyset, so members joining or leaving between pages shift no one else. 400 for a
     * cursor that is not one of ours or was made for another sort.
     */
    async page(actor: Actor, query: ListMembersQuery): Promise<{ items: Member[]; nextCursor: string | null }> {
      const team = requireTeam(actor);
      const paged = query.cursor !== undefined || query.limit !== undefined;
      const limit = query.limit ?? MEMBERS_PAGE_SIZE;
      const admin = can(actor.role, "member:manage");
      // Non-admins cannot see the figures, so they cannot sort by them either.
      const sort: MemberSort =
        admin || ["name", "-name", "role", "-role", "joined", "-joined"].includes(query.sort) ? query.sort : "name";
      const after = query.cursor ? decodeMembersCursor(query.cursor, sort) : undefined;
      const month = localMonthRange(todayInZone(team.timeZone, now()), team.timeZone);
      const rows = await membersRepo.listMembersWithActivity(db, team.id, {
        q: query.q || undefined,
        searchEmail: admin,
        sort,
        rangeStart: month.start,
        rangeEnd: month.end,
        ...(paged ? { after, limit: limit + 1 } : {}),
      });
      const more = paged && rows.length > limit;
      const pageRows = rows.slice(0, paged ? limit : rows.length);
      const items = pageRows.map((row) => ({
        id: row.id,
        name: row.name,
        email: admin ? row.email : null,
        role: row.role as Role,
        jobTitle: row.jobTitle,
        department: row.department,
        joinedAt: row.createdAt.toISOString(),
        lastActiveAt: admin && row.lastActiveAt ? row.lastActiveAt.toISOString() : null,
        bookingsThisMonth: admin ? row.bookingsInRange : null,
        twoFactorEnabled: admin ? row.twoFactorEnabled : null,
      }));
      const last = pageRows[pageRows.length - 1];
      return { items, nextCursor: more && last ? encodeMembersCursor(sort, last) : null };
    },

    /**
     * PATCH /api/team/members/{id}: sets a member's role (team_admin). 403 above one's own role, 404
     * for no such member in the team, 409 LAST_TEAM_ADMIN for demoting the only team admin. Role
     * changes of one team run one at a time (the team row is locked), so two admins demoting each
     * other cannot leave the team without one. Records "member.role_changed".
     */
    async changeRole(actor: Actor, memberId: string, body: UpdateMemberRoleBody): Promise<Member> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, MANAGE_TEXT);
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
     * POST /api/team/members/{id}/reset-two-factor: removes the second factors (the authenticator app
     * and every passkey) of a member who lost them (team_admin; docs/decisions/0029), so they sign in
     * with their password and set one up again. Records "member.two_factor_reset". 403 for oneself
     * (Settings > Security does that) or a higher role, 404 for no such member, 409
     * TWO_FACTOR_STATE_CONFLICT when they have none.
     */
    async resetTwoFactor(actor: Actor, memberId: string): Promise<Member> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      await db.transaction(async (tx) => {
        const member = await memberOf(tx, team.id, memberId);
        assertMayManage(actor.role, member.role as Role);
        if (member.id === actor.id) {
          throw forbidden("Turn off your own two-factor authentication in Settings > Security.", {
            id: "errors.team.resetOwnTwoFactor",
          });
        }
        const removed = await resetSecondFactors(tx, memberId, now());
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "member.two_factor_reset",
          targetType: "member",
          targetId: memberId,
          before: { ...auditedMember(member), twoFactorEnabled: true },
          after: { ...auditedMember(member), twoFactorEnabled: false },
          ip: actor.ip,
          data: removed,
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
      assertCan(actor, "member:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      return db.transaction(async (tx) => {
        await teamRepo.lockTeam(tx, team.id);
        const member = await memberOf(tx, team.id, memberId);
        assertMayManage(actor.role, member.role as Role);
        // The only team admin can only try to remove themselves: 409 says what to do, not 403.
        assertKeepsAnAdmin(member.role as Role, null, await membershipRepo.countTeamAdmins(tx, team.id), member.name);
        assertNotSelf(actor.id, memberId);
        return takeOutOfTeam(tx, team.id, member, { id: actor.id, ip: actor.ip }, null);
      });
    },

    /**
     * Takes a member out of the team for the team's identity provider (SCIM: `active` false or
     * DELETE), as `remove` does for an admin, in the caller's transaction. 404 for no such member,
     * 409 LAST_TEAM_ADMIN for the only team admin. Returns how many bookings were cancelled.
     */
    async deprovision(
      tx: Tx,
      teamId: string,
      memberId: string,
      ip: string | null,
    ): Promise<{ cancelledBookings: number }> {
      await teamRepo.lockTeam(tx, teamId);
      const member = await memberOf(tx, teamId, memberId);
      assertKeepsAnAdmin(member.role as Role, null, await membershipRepo.countTeamAdmins(tx, teamId), member.name);
      return takeOutOfTeam(tx, teamId, member, { id: null, ip }, "scim");
    },
  };
  return service;
}

export type MembersService = ReturnType<typeof createMembersService>;
