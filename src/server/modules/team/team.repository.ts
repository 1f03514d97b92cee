/** SQL of teams (the team module owns the teams table). Members are users: see user.repository.ts. */
import { and, eq, gt, lte } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { teams } from "#db/schema/index.ts";
import type { ThemeConfig } from "#shared/theme.ts";

export type TeamRow = typeof teams.$inferSelect;

/** Creates a team (sign-up). */
export async function insertTeam(tx: Executor, values: typeof teams.$inferInsert): Promise<TeamRow> {
  const [team] = await tx.insert(teams).values(values).returning();
  return team;
}

/** The team with this id; null when it no longer exists. */
export async function findTeam(tx: Executor, teamId: string): Promise<TeamRow | null> {
  const rows = await tx.select().from(teams).where(eq(teams.id, teamId)).limit(1);
  return rows[0] ?? null;
}

/**
 * Every team that requires check-in (the no-show release job, across teams: the documented
 * exception to team scoping, as the outbox sender's).
 */
export async function listCheckInRequiredTeams(tx: Executor): Promise<TeamRow[]> {
  return tx.select().from(teams).where(eq(teams.checkInRequired, true));
}

/**
 * Teams on trial whose trial ends after `now` and no later than `until` (the trial-ending job,
 * across teams like listCheckInRequiredTeams; with `teamId`, that team only), soonest end first.
 */
export async function listTrialsEndingBy(
  tx: Executor,
  now: Date,
  until: Date,
  teamId?: string,
): Promise<Pick<TeamRow, "id" | "trialEndsAt">[]> {
  return tx
    .select({ id: teams.id, trialEndsAt: teams.trialEndsAt })
    .from(teams)
    .where(
      and(
        eq(teams.status, "trial"),
        gt(teams.trialEndsAt, now),
        lte(teams.trialEndsAt, until),
        teamId ? eq(teams.id, teamId) : undefined,
      ),
    )
    .orderBy(teams.trialEndsAt);
}

/** The actor's team, locked for update (settings changes serialise on it); null when gone. */
export async function lockTeam(tx: Executor, teamId: string): Promise<TeamRow | null> {
  const rows = await tx.select().from(teams).where(eq(teams.id, teamId)).limit(1).for("update");
  return rows[0] ?? null;
}

/** The columns of team settings and booking rules a team admin may change. */
export type TeamSettingsValues = Partial<
  Pick<
    typeof teams.$inferInsert,
    | "name"
    | "timeZone"
    | "weekStartsOn"
    | "language"
    | "businessStartMinute"
    | "businessEndMinute"
    | "maxBookingMinutes"
    | "bookingHorizonDays"
    | "maxActiveBookings"
    | "minNoticeMinutes"
    | "twoFactorPolicy"
    | "showBookerNames"
  >
>;

/** Updates the team's settings; returns the row, or null when the team is gone. */
export async function updateTeamSettings(
  tx: Executor,
  teamId: string,
  values: TeamSettingsValues,
  updatedAt: Date,
): Promise<TeamRow | null> {
  const rows = await tx
    .update(teams)
    .set({ ...values, updatedAt })
    .where(eq(teams.id, teamId))
    .returning();
  return rows[0] ?? null;
}

/** Replaces the team's brand theme; returns the row, or null when the team is gone. */
export async function updateTeamTheme(
  tx: Executor,
  teamId: string,
  theme: ThemeConfig,
  updatedAt: Date,
): Promise<TeamRow | null> {
  const rows = await tx
    .update(teams)
    .set({ theme, themeUpdatedAt: updatedAt, updatedAt })
    .where(eq(teams.id, teamId))
    .returning();
  return rows[0] ?? null;
}
