/**
 * What every series operation starts from: the access check, the team, its policy and
 * zone, the clock, and whom a series is for; and the reads that present a series with its dates.
 */

import type { Executor } from "#db/client.ts";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { notFound } from "#server/lib/app-error.ts";
import { policyFromTeam } from "#server/modules/bookings/booking-policy.ts";
import * as occurrencesRepo from "#server/modules/bookings/occurrences.repository.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import { localDate } from "#shared/time.ts";
import * as repo from "./series.repository.ts";
import { type PresentedSeries, presentSeries } from "./series-presenter.ts";

/** The access check every series call starts with, and the team, policy, zone and `now` it works in. */
export function seriesRequest(actor: Actor, now: Date, verb: string) {
  assertCan(actor, "booking:own", `Only members of a team can ${verb} recurring bookings.`);
  const team = requireTeam(actor);
  const policy = policyFromTeam(team);
  return { team, policy, zone: policy.timeZone, current: now, today: localDate(now, policy.timeZone) };
}

/** Whom a series is for: the actor, or (team_manager and above) another member. Throws 403/404. */
export async function resolveBooker(db: Executor, actor: Actor, teamId: string, userId: string | undefined) {
  if (userId === undefined || userId === actor.id) return { id: actor.id, name: actor.name };
  assertCan(actor, "booking:others", "Only team managers and admins can book for another member.", {
    id: "errors.booking.forOthers",
  });
  const member = await userRepo.findMember(db, teamId, userId);
  if (!member) throw notFound("Member");
  return { id: member.id, name: member.name };
}

/**
 * Throws 403 unless the actor owns the series or may manage others' bookings. `verb` names what was
 * asked; the errors catalogue words each (errors.series.notOwn).
 */
export function assertMaySeeSeries(
  actor: Actor,
  row: { userId: string },
  verb: "see" | "change" | "cancel" | "delete",
): void {
  if (row.userId !== actor.id) {
    assertCan(actor, "booking:others", `You can only ${verb} your own recurring bookings.`, {
      id: "errors.series.notOwn",
      values: { verb },
    });
  }
}

/** The series of the team (their next date, upcoming count and skipped dates read in two queries). */
export async function presentMany(
  db: Executor,
  teamId: string,
  rows: repo.SeriesView[],
  now: Date,
  today: string,
): Promise<PresentedSeries[]> {
  const ids = rows.map((row) => row.id);
  const [stats, skips] = await Promise.all([
    occurrencesRepo.occurrenceStats(db, teamId, ids, now),
    repo.listSkips(db, teamId, ids),
  ]);
  return rows.map((row) => presentSeries(row, stats.get(row.id), skips, today));
}

/** Guard for a team-scope list: only team_manager and above see every member's series. */
export function assertMaySeeTeam(actor: Actor): void {
  assertCan(actor, "booking:others", "Only team managers and admins can see every member's recurring bookings.", {
    id: "errors.series.managersOnly",
  });
}
