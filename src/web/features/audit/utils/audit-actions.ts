/**
 * The audit log's actions in the reader's language: each action the server records has a message
 * `audit.action.<action>` in the "audit" catalogue; an action not listed here yet shows the
 * server's words (the event's `actionLabel`). The action itself stays the data (filters, CSV).
 */
import type { I18n } from "@lingui/core";
import { AUDIT_ACTION_LABELS } from "#shared/schemas/audit.ts";

/** The team's actions with a message: the labelled ones, then the rest the server records. */
export const TRANSLATED_AUDIT_ACTIONS: readonly string[] = [
  ...Object.keys(AUDIT_ACTION_LABELS),
  "auth.other_sessions_revoked",
  "auth.password_changed",
  "auth.password_reset",
  "auth.password_reset_requested",
  "booking.reminder_due",
  "email_template.reset",
  "email_template.saved",
  "notification.read",
  "notification.read_all",
  "notification_preferences.changed",
  "occurrence.created",
  "office.check_in_code_regenerated",
  "team.trial_ending",
  "template.created",
  "template.deleted",
  "template.updated",
  "user.dashboard_layout_updated",
  "user.onboarding_completed",
  "user.onboarding_reset",
  "user.onboarding_seen",
  "user.preferences_updated",
  "user.profile_updated",
];
const KNOWN: ReadonlySet<string> = new Set(TRANSLATED_AUDIT_ACTIONS);

/** `action`'s message id, or null when it has none. */
export function auditActionMessageId(action: string): string | null {
  return KNOWN.has(action) ? `audit.action.${action}` : null;
}

/** `action` in words in the reader's language; `fallback` (the server's words) when it has no message. */
export function auditActionText(action: string, fallback: string, _: I18n["_"]): string {
  const id = auditActionMessageId(action);
  return id ? _(id) : fallback;
}

/** The subjects (target types) the log names in words; others show as recorded. */
export const AUDIT_SUBJECTS = [
  "booking",
  "series",
  "office",
  "site",
  "floor",
  "member",
  "invitation",
  "team",
  "user",
  "template",
  "notification",
] as const;
const SUBJECTS: ReadonlySet<string> = new Set(AUDIT_SUBJECTS);

/** A target type in words ("booking"), in the reader's language; an unknown one as recorded. */
export function auditSubjectText(targetType: string, _: I18n["_"]): string {
  return SUBJECTS.has(targetType) ? _(`audit.subject.${targetType}`) : targetType;
}
