/** Display helpers of the super-admin views (dates in the browser's zone: a super admin has no team zone). */
import type { TeamState } from "#shared/schemas/platform.ts";
import { formatInZone } from "#shared/time.ts";
import { browserTimeZone } from "#web/lib/time-zones.ts";

/** "23 Nov 2026, 14:05", or "—" for null. */
export function formatInstant(iso: string | null): string {
  return iso ? formatInZone(iso, browserTimeZone(), "d MMM yyyy, HH:mm") : "—";
}

/** "23 Nov 2026", or "—" for null. */
export function formatDay(iso: string | null): string {
  return iso ? formatInZone(iso, browserTimeZone(), "d MMM yyyy") : "—";
}

export const STATE_LABELS: Record<TeamState, string> = {
  trial: "Trial",
  active: "Active",
  expired: "Trial expired",
  suspended: "Suspended",
};

/** Badge tone of a team state; the label always says the state too (never colour only). */
export const STATE_TONES = {
  trial: "accent",
  active: "success",
  expired: "warning",
  suspended: "danger",
} as const satisfies Record<TeamState, string>;

/** "platform.team.trial_extended" as "Team trial extended". */
export function actionLabel(action: string): string {
  const words = action.replace(/^platform\./, "").replace(/[._]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ROLE_LABELS: Record<string, string> = {
  member: "Member",
  team_manager: "Team manager",
  team_admin: "Team admin",
  admin: "Team admin",
  super_admin: "Super admin",
};

export function roleName(role: string): string {
  return ROLE_LABELS[role] ?? role;
}
