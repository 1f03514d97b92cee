/**
 * Super-admin team calls: list, one team's page, and the state actions. Each method starts
 * with the super-admin check; state writes go through the team module's repository, member deletion
 * through the user module's, and every action is recorded at platform level (team_id null, so the
 * record outlives a deleted team).
 */
import type { Actor } from "#server/lib/actor.ts";
import { AppError } from "#server/lib/app-error.ts";
import { deleteTeamEvents } from "#server/lib/event-feed.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { deleteTeamEmails } from "#server/modules/mail/outbox.repository.ts";
import { findTeam, lockTeam } from "#server/modules/team/team.repository.ts";
import { deleteTeam, updateTeamState } from "#server/modules/team/team-state.repository.ts";
import { deleteTeamMembers } from "#server/modules/user/platform-users.repository.ts";
import {
  type AdminTeamDetail,
  type AdminTeamSummary,
  type AdminTeamsQuery,
  PLATFORM_PAGE_SIZE,
} from "#shared/schemas/platform.ts";
import { assertSuperAdmin } from "./platform-access.ts";
import { teamStateOf } from "./platform-sql.ts";
import * as repo from "./platform-teams.repository.ts";
import {
  activated,
  assertConfirmName,
  extendedTrial,
  reactivated,
  suspended,
  type TeamStateValues,
} from "./team-actions.ts";

const teamNotFound = () =>
  new AppError("NOT_FOUND", "Team not found. It may have been deleted.", { id: "errors.platform.teamNotFound" });

type StateAction = (team: TeamStateValues, state: ReturnType<typeof teamStateOf>, now: Date) => TeamStateValues;

export function createPlatformTeamsService(deps: ServiceDeps) {
  const { db, record, now } = deps;

  /**
   * Locks the team, applies `action` to its state, writes it through the team module and records
   * `audit` at platform level; answers the team as it is now and `message`.
   */
  async function changeState(actor: Actor, teamId: string, audit: string, action: StateAction, message: string) {
    assertSuperAdmin(actor);
    const at = now();
    await db.transaction(async (tx) => {
      const team = await lockTeam(tx, teamId);
      if (!team) throw teamNotFound();
      const next = action(team, teamStateOf(team, at), at);
      await updateTeamState(tx, teamId, next, at);
      await record(tx, {
        teamId: null,
        actorId: actor.id,
        action: audit,
        targetType: "team",
        targetId: teamId,
        before: { name: team.name, status: team.status, trialEndsAt: team.trialEndsAt?.toISOString() ?? null },
        after: { name: team.name, status: next.status, trialEndsAt: next.trialEndsAt?.toISOString() ?? null },
        ip: actor.ip,
      });
    });
    const team = await repo.findTeamSummary(db, teamId, at);
    if (!team) throw teamNotFound();
    return { team, message: message.replace("{team}", team.name) };
  }

  return {
    /** GET /api/admin/teams: one page (PLATFORM_PAGE_SIZE) and the next page's cursor. */
    async list(
      actor: Actor,
      query: AdminTeamsQuery,
    ): Promise<{ teams: AdminTeamSummary[]; nextCursor: string | null }> {
      assertSuperAdmin(actor);
      const offset = Number(query.cursor ?? 0);
      const rows = await repo.listTeams(db, query, { offset, limit: PLATFORM_PAGE_SIZE }, now());
      const more = rows.length > PLATFORM_PAGE_SIZE;
      return {
        teams: rows.slice(0, PLATFORM_PAGE_SIZE),
        nextCursor: more ? String(offset + PLATFORM_PAGE_SIZE) : null,
      };
    },

    /** GET /api/admin/teams/{id}: members, offices, trial, bookings per week, last activity, history. */
    async get(actor: Actor, teamId: string): Promise<AdminTeamDetail> {
      assertSuperAdmin(actor);
      const at = now();
      const [summary, team, members, offices, perWeek, history] = await Promise.all([
        repo.findTeamSummary(db, teamId, at),
        findTeam(db, teamId),
        repo.listTeamMembers(db, teamId),
        repo.listTeamOffices(db, teamId),
        repo.bookingsPerWeek(db, teamId, at),
        repo.platformHistory(db, "team", teamId),
      ]);
      if (!summary || !team) throw teamNotFound();
      const company = {
        address: team.companyAddress,
        size: team.companySize,
        industry: team.industry,
        billingEmail: team.billingEmail,
      };
      return { ...summary, timeZone: team.timeZone, company, members, offices, bookingsPerWeek: perWeek, history };
    },

    extendTrial: (actor: Actor, teamId: string, days: number) =>
      changeState(
        actor,
        teamId,
        "platform.team.trial_extended",
        (team, state, at) => extendedTrial(team, state, days, at),
        `Trial of {team} extended by ${days} day${days === 1 ? "" : "s"}.`,
      ),
    activate: (actor: Actor, teamId: string) =>
      changeState(actor, teamId, "platform.team.activated", (_t, state) => activated(state), "{team} is now active."),
    suspend: (actor: Actor, teamId: string) =>
      changeState(
        actor,
        teamId,
        "platform.team.suspended",
        (team, state) => suspended(team, state),
        "{team} is suspended: members can sign in and read, but every change is refused.",
      ),
    reactivate: (actor: Actor, teamId: string) =>
      changeState(
        actor,
        teamId,
        "platform.team.reactivated",
        (team, state) => reactivated(team, state),
        "{team} is reactivated.",
      ),

    /**
     * DELETE /api/admin/teams/{id}: with the team's name typed, deletes its members (and so their
     * sessions, bookings, favourites), the team (its offices, bookings, invitations), its outbox mail
     * and its events. The audit rows stay (append only, docs/product.md "Audit"), and a platform row
     * records the deletion with what went. Decision 0017.
     */
    async remove(actor: Actor, teamId: string, confirmName: string): Promise<{ deleted: true; message: string }> {
      assertSuperAdmin(actor);
      const name = await db.transaction(async (tx) => {
        const team = await lockTeam(tx, teamId);
        if (!team) throw teamNotFound();
        assertConfirmName(team.name, confirmName);
        const memberIds = await deleteTeamMembers(tx, teamId);
        await deleteTeam(tx, teamId);
        const mails = await deleteTeamEmails(tx, teamId);
        const events = await deleteTeamEvents(tx, teamId);
        await record(tx, {
          teamId: null,
          actorId: actor.id,
          action: "platform.team.deleted",
          targetType: "team",
          targetId: teamId,
          before: { name: team.name, companyName: team.companyName, status: team.status, memberIds, mails, events },
          ip: actor.ip,
        });
        return team.name;
      });
      return { deleted: true, message: `${name} and its data were deleted.` };
    },
  };
}

export type PlatformTeamsService = ReturnType<typeof createPlatformTeamsService>;
