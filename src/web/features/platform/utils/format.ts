/**
 * Display helpers of the super-admin views (dates in the browser's zone: a super admin has no team
 * zone), in the reader's language: dates take the page's `DateStyle`, words are message ids of the
 * "platform" catalogue or take the page's `_`.
 */
import type { I18n } from "@lingui/core";
import type { TeamState } from "#shared/schemas/platform.ts";
import { type DateStyle, formatInZone } from "#shared/time.ts";
import { browserTimeZone } from "#web/lib/time-zones.ts";

/** "23 Nov 2026, 14:05" (in the reader's language), or "—" for null. */
export function formatInstant(iso: string | null, style: DateStyle): string {
  return iso ? formatInZone(iso, browserTimeZone(), "d MMM yyyy, HH:mm", style) : "—";
}

/** "23 Nov 2026" (in the reader's language), or "—" for null. */
export function formatDay(iso: string | null, style: DateStyle): string {
  return iso ? formatInZone(iso, browserTimeZone(), "d MMM yyyy", style) : "—";
}

/** Each team state's message id. */
export const STATE_LABELS: Record<TeamState, string> = {
  trial: "platform.state.trial",
  active: "platform.state.active",
  expired: "platform.state.expired",
  suspended: "platform.state.suspended",
};

/** Badge tone of a team state; the label always says the state too (never colour only). */
export const STATE_TONES = {
  trial: "accent",
  active: "success",
  expired: "warning",
  suspended: "danger",
} as const satisfies Record<TeamState, string>;

/** The super-admin actions the server records (the `action` of a platform history row). */
export const PLATFORM_ACTIONS = [
  "platform.team.trial_extended",
  "platform.team.activated",
  "platform.team.suspended",
  "platform.team.reactivated",
  "platform.team.deleted",
  "platform.user.sessions_revoked",
  "platform.user.disabled",
  "platform.user.enabled",
  "platform.user.password_reset_sent",
  "platform.user.two_factor_reset",
  "platform.user.role_changed",
  "platform.super_admin_promoted",
  "platform.super_admin_created",
  "platform.abuse_report_reviewed",
  "platform.outbox.retried",
] as const;
const KNOWN_ACTIONS: ReadonlySet<string> = new Set(PLATFORM_ACTIONS);

/** A platform action's message id ("platform.team.trial_extended" is "platform.action.team.trial_extended"). */
export function actionMessageId(action: (typeof PLATFORM_ACTIONS)[number]): string {
  return action.replace(/^platform\./, "platform.action.");
}

/**
 * "platform.team.trial_extended" as "Team trial extended" in the reader's language; an action this
 * list does not know yet reads as its own words.
 */
export function actionLabel(action: string, _: I18n["_"]): string {
  if (KNOWN_ACTIONS.has(action)) return _(actionMessageId(action as (typeof PLATFORM_ACTIONS)[number]));
  const words = action.replace(/^platform\./, "").replace(/[._]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ROLE_LABELS: Record<string, string> = {
  member: "platform.role.member",
  team_manager: "platform.role.team_manager",
  team_admin: "platform.role.team_admin",
  admin: "platform.role.team_admin",
  super_admin: "platform.role.super_admin",
};

/** A role's name in the reader's language (an unknown role as written). */
export function roleName(role: string, _: I18n["_"]): string {
  const id = ROLE_LABELS[role];
  return id ? _(id) : role;
}
