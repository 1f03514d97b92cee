/**
 * Team members and team settings with booking rules (docs/product.md "Tenancy and roles";
 * "Time": the team's booking rules). Invitations are their own module (modules/invitations).
 */

import type { z } from "zod";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError, notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as bookingsRepo from "#server/modules/bookings/bookings.repository.ts";
import * as invitationsRepo from "#server/modules/invitations/invitations.repository.ts";
import * as officesRepo from "#server/modules/offices/offices.repository.ts";
import { teamStateOf } from "#server/modules/platform/platform-sql.ts";
import * as membershipRepo from "#server/modules/user/membership.repository.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import { can } from "#shared/roles.ts";
import type { TeamOverview } from "#shared/schemas/team-overview.ts";
import {
  businessHoursOrderMessage,
  type TeamSettings,
  timeZoneMessage,
  type updateTeamSettingsBodySchema,
} from "#shared/schemas/team-settings.ts";
import { canonicalTimeZone, clockToMinute, DAY_MS, minuteToClock } from "#shared/time.ts";
import { meetsTwoFactor, twoFactorRequired } from "#shared/two-factor.ts";
import * as repo from "./team.repository.ts";

type UpdateTeamSettings = z.output<typeof updateTeamSettingsBodySchema>;

const SETTINGS_MESSAGE = "Only team admins can change team settings and booking rules.";

/** The team's settings as the API presents them (hours as "HH:mm"; 0 active bookings = no limit). */
export function presentTeamSettings(team: repo.TeamRow): TeamSettings {
  return {
    name: team.name,
    timeZone: team.timeZone,
    weekStartsOn: team.weekStartsOn,
    language: team.language,
    businessHoursStart: minuteToClock(team.businessStartMinute),
    businessHoursEnd: minuteToClock(team.businessEndMinute),
    maxBookingMinutes: team.maxBookingMinutes,
    horizonDays: team.bookingHorizonDays,
    maxActiveBookingsPerMember: team.maxActiveBookings ?? 0,
    minNoticeMinutes: team.minNoticeMinutes,
    twoFactorPolicy: team.twoFactorPolicy,
    showBookerNames: team.showBookerNames,
  };
}

/** The columns a settings body changes; the zone canonical, hours in minutes, 0 active bookings as null. */
function settingsColumns(body: UpdateTeamSettings, timeZone: string | undefined): repo.TeamSettingsValues {
  const values: repo.TeamSettingsValues = {
    name: body.name,
    timeZone,
    weekStartsOn: body.weekStartsOn,
    language: body.language,
    businessStartMinute: body.businessHoursStart === undefined ? undefined : clockToMinute(body.businessHoursStart),
    businessEndMinute: body.businessHoursEnd === undefined ? undefined : clockToMinute(body.businessHoursEnd),
    maxBookingMinutes: body.maxBookingMinutes,
    bookingHorizonDays: body.horizonDays,
    maxActiveBookings:
      body.maxActiveBookingsPerMember === undefined ? undefined : body.maxActiveBookingsPerMember || null,
    minNoticeMinutes: body.minNoticeMinutes,
    twoFactorPolicy: body.twoFactorPolicy,
    showBookerNames: body.showBookerNames,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** Whole days left of a trial at `at` (0 once over); null for a team not on a trial. */
export function trialDaysLeft(team: repo.TeamRow, at: Date): number | null {
  if (team.status !== "trial" || !team.trialEndsAt) return null;
  return Math.max(0, Math.ceil((team.trialEndsAt.getTime() - at.getTime()) / DAY_MS));
}

export function createTeamService(deps: ServiceDeps) {
  const { db, record, now } = deps;
  return {
    /**
     * GET /api/team: the team entry: name, plan or trial state, counts and the team admins'
     * names, for every member; the pending invitations count only for those who may invite.
     * 403 NO_TEAM outside a team.
     */
    async overview(actor: Actor): Promise<TeamOverview> {
      const team = requireTeam(actor);
      const at = now();
      const admin = can(actor.role, "member:manage");
      const [row, members, activeOffices, bookings, pendingInvitations, admins] = await Promise.all([
        repo.findTeam(db, team.id),
        userRepo.countMembers(db, team.id),
        officesRepo.countActiveOffices(db, team.id),
        bookingsRepo.countConfirmed(db, team.id),
        admin ? invitationsRepo.countPendingInvitations(db, team.id, at) : Promise.resolve(null),
        membershipRepo.listTeamAdmins(db, team.id),
      ]);
      if (!row) throw notFound("Team");
      return {
        id: row.id,
        name: row.name,
        companyName: row.companyName,
        timeZone: row.timeZone,
        state: teamStateOf(row, at),
        trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
        trialDaysLeft: trialDaysLeft(row, at),
        createdAt: row.createdAt.toISOString(),
        counts: { members, activeOffices, bookings, pendingInvitations },
        admins,
      };
    },

    /** GET /api/team/settings: every member of the team may read them; 403 NO_TEAM outside a team. */
    async getSettings(actor: Actor): Promise<TeamSettings> {
      const team = requireTeam(actor);
      const row = await repo.findTeam(db, team.id);
      if (!row) throw notFound("Team");
      return presentTeamSettings(row);
    },

    /**
     * PATCH /api/team/settings (team_admin and above). An unknown zone or hours that do not end
     * after they start answer 422 naming the field. Bookings are instants (timestamptz), so a new
     * zone keeps every booking's instant; only the local reading of the rules moves with it.
     */
    async updateSettings(actor: Actor, body: UpdateTeamSettings): Promise<TeamSettings> {
      assertCan(actor, "team:settings", SETTINGS_MESSAGE);
      const team = requireTeam(actor);
      let timeZone: string | undefined;
      if (body.timeZone !== undefined) {
        const canonical = canonicalTimeZone(body.timeZone);
        if (!canonical) throw new AppError("INVALID_TIME_ZONE", timeZoneMessage(body.timeZone));
        timeZone = canonical;
      }
      return db.transaction(async (tx) => {
        const current = await repo.lockTeam(tx, team.id);
        if (!current) throw notFound("Team");
        const before = presentTeamSettings(current);
        // One cannot require of others what one lacks: the admin's own session meets it first, so
        // requiring it never sends them to the set-up screen (docs/decisions/0029).
        const policy = body.twoFactorPolicy;
        if (
          policy &&
          policy !== before.twoFactorPolicy &&
          twoFactorRequired(actor.role, policy) &&
          !meetsTwoFactor(actor.user, actor.signInMethod)
        ) {
          throw new AppError(
            "TWO_FACTOR_STATE_CONFLICT",
            "Use a second factor yourself first: turn on the authenticator app (Settings > Security), or sign in with your passkey, then require it.",
            { id: "errors.twoFactor.ownFirst" },
          );
        }
        const start = body.businessHoursStart ?? before.businessHoursStart;
        const end = body.businessHoursEnd ?? before.businessHoursEnd;
        if (clockToMinute(end) <= clockToMinute(start)) {
          throw new AppError("END_BEFORE_START", businessHoursOrderMessage(start, end));
        }
        const values = settingsColumns(body, timeZone);
        const row =
          Object.keys(values).length > 0 ? await repo.updateTeamSettings(tx, team.id, values, now()) : current;
        if (!row) throw notFound("Team");
        const after = presentTeamSettings(row);
        const changed = (Object.keys(after) as (keyof TeamSettings)[]).filter((k) => after[k] !== before[k]);
        if (changed.length > 0) {
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "team.settings_changed",
            targetType: "team",
            targetId: team.id,
            before,
            after,
            ip: actor.ip,
            data: { changed },
          });
        }
        return after;
      });
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
