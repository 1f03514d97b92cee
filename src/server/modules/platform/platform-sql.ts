/**
 * SQL pieces the platform reads share: a team's state as people see it ("expired" is a trial past its
 * end, docs/product.md "Platform"), ISO conversion of timestamps from either driver, LIKE escaping.
 */
import { tz } from "@date-fns/tz";
import { startOfWeek } from "date-fns/startOfWeek";
import { subWeeks } from "date-fns/subWeeks";
import { type SQL, sql } from "drizzle-orm";
import { teams } from "#db/schema/index.ts";
import type { TeamState } from "#shared/schemas/platform.ts";

/** The state of the `teams` row at `now`, as SQL. */
export function teamStateSql(now: Date): SQL<TeamState> {
  return sql<TeamState>`case
    when ${teams.status} = 'suspended' then 'suspended'
    when ${teams.status} = 'active' then 'active'
    when ${teams.trialEndsAt} is not null and ${teams.trialEndsAt} <= ${now.toISOString()}::timestamptz then 'expired'
    else 'trial' end`;
}

/** The state of a team row at `now`, computed in code (the same rule as teamStateSql). */
export function teamStateOf(team: { status: string; trialEndsAt: Date | null }, now: Date): TeamState {
  if (team.status === "suspended") return "suspended";
  if (team.status === "active") return "active";
  if (team.trialEndsAt && team.trialEndsAt.getTime() <= now.getTime()) return "expired";
  return "trial";
}

/** An instant from a driver (Date, or the text PostgreSQL sends) as an ISO string; null stays null. */
export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

/** `text` as a case-insensitive substring pattern, its own % _ \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Monday 00:00 UTC of the week `weeksBack` weeks before the week of `now` (platform figures are in UTC). */
export function weekStartUtc(now: Date, weeksBack: number): Date {
  return new Date(subWeeks(startOfWeek(now, { weekStartsOn: 1, in: tz("UTC") }), weeksBack).getTime());
}
