/**
 * The team's audit log (docs/product.md "Audit"): read-only, newest first, filtered and paged by
 * an opaque cursor; and how each action reads in words.
 */
import { z } from "zod";
import { DATE_PATTERN } from "#shared/constants.ts";
import { isDateString } from "#shared/time.ts";

/** Each known action in words (the log shows these; an unknown action shows as written). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "booking.created": "Booking created",
  "booking.updated": "Booking changed",
  "booking.cancelled": "Booking cancelled",
  "booking.checked_in": "Checked in",
  "booking.released": "Booking released (no check-in)",
  "series.created": "Recurring series created",
  "series.updated": "Recurring series changed",
  "series.extended": "Recurring series extended",
  "series.cancelled": "Recurring series cancelled",
  "series.deleted": "Recurring series deleted",
  "series.ended": "Recurring series ended (its booker left the team)",
  "office.created": "Office created",
  "office.updated": "Office changed",
  "office.deactivated": "Office deactivated",
  "office.desk_released": "Assigned desk released for a day",
  "office.desk_reclaimed": "Assigned desk taken back for a day",
  "site.created": "Site created",
  "site.updated": "Site changed",
  "site.deleted": "Site removed",
  "floor.created": "Floor created",
  "floor.updated": "Floor changed",
  "floor.deleted": "Floor removed",
  "floor.plan_uploaded": "Floor plan uploaded",
  "floor.plan_removed": "Floor plan removed",
  "floor.positions_changed": "Offices placed on the plan",
  "floor.neighbourhood_created": "Neighbourhood created",
  "floor.neighbourhood_changed": "Neighbourhood changed",
  "floor.neighbourhood_removed": "Neighbourhood removed",
  "member.joined": "Member joined",
  "member.role_changed": "Role changed",
  "member.removed": "Member removed",
  "member.two_factor_reset": "Member's two-factor authentication turned off",
  "invitation.created": "Invitation sent",
  "invitation.resent": "Invitation resent",
  "invitation.revoked": "Invitation revoked",
  "team.created": "Team created",
  "team.settings_changed": "Team settings changed",
  "team.theme_changed": "Brand theme changed",
  "user.email_verified": "E-mail address confirmed",
  "auth.verification_email_sent": "Confirmation link sent",
  "auth.two_factor_enabled": "Two-factor authentication turned on",
  "auth.two_factor_disabled": "Two-factor authentication turned off",
  "auth.backup_codes_regenerated": "New backup codes made",
  "auth.backup_code_used": "Signed in with a backup code",
  "credential.created": "Token made",
  "credential.revoked": "Token revoked",
  "webhook.created": "Webhook added",
  "webhook.updated": "Webhook changed",
  "webhook.deleted": "Webhook removed",
  "webhook.secret_rotated": "Webhook secret replaced",
  "webhook.redelivered": "Webhook delivery sent again",
  "webhook.tested": "Webhook test sent",
  "webhook.disabled": "Webhook turned off (deliveries failing)",
};

/** `action` in words: its label, else the action with its dot and underscores read as spaces. */
export function describeAuditAction(action: string): string {
  const label = AUDIT_ACTION_LABELS[action];
  if (label) return label;
  const text = action.replaceAll(/[._]/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const localDate = (field: string) =>
  z
    .string()
    .regex(DATE_PATTERN, { error: `${field} must be yyyy-MM-dd` })
    .refine(isDateString, { error: `${field} is not a real calendar date` });

const filterFields = {
  actorId: z.string().trim().min(1).max(100, "actorId is too long").optional(),
  /** An action ("booking.cancelled"), or a subject ("booking") for all of its actions. */
  action: z
    .string()
    .trim()
    .regex(/^[a-z_]+(\.[a-z_]+)?$/, { error: "action must look like booking or booking.cancelled" })
    .max(80)
    .optional(),
  targetType: z
    .string()
    .trim()
    .regex(/^[a-z_]+$/, { error: "targetType must be a word like booking or member" })
    .max(40)
    .optional(),
  targetId: z.string().trim().min(1).max(100, "targetId is too long").optional(),
  /** Team-local days, inclusive. */
  from: localDate("from").optional(),
  to: localDate("to").optional(),
};

function checkDates(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (query.from && query.to && isDateString(query.from) && isDateString(query.to) && query.from > query.to) {
    ctx.addIssue({ code: "custom", message: `from (${query.from}) must not be after to (${query.to})` });
  }
}

/** GET /api/team/audit. */
export const auditQuerySchema = z
  .strictObject({
    ...filterFields,
    /** The `nextCursor` of the previous page. */
    cursor: z
      .string()
      .regex(/^\d{1,18}$/, { error: "cursor must be the nextCursor of a previous page" })
      .optional(),
    limit: z.coerce
      .number({ error: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be between 1 and 100")
      .max(100, "limit must be between 1 and 100")
      .default(25),
  })
  .superRefine(checkDates);
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** GET /api/team/audit.csv: the same filters, every matching event (at most 10 000). */
export const auditCsvQuerySchema = z.strictObject(filterFields).superRefine(checkDates);

/** Most events one audit CSV export holds (the newest); narrow the filters for the rest. */
export const AUDIT_CSV_MAX_ROWS = 10_000;
/** Response header of an audit CSV that hit the cap: "true" (absent when every match is in the file). */
export const AUDIT_CSV_TRUNCATED_HEADER = "x-truncated";
/** Response header of a capped audit CSV: the cap, in rows. */
export const AUDIT_CSV_ROW_LIMIT_HEADER = "x-row-limit";

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  actionLabel: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEventSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
