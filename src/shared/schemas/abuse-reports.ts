/**
 * Abuse reports (docs/operations.md "Mail limits and e-mail verification"): the recipient of a team's
 * e-mail reports it from the link in its footer (POST /api/abuse-reports, public), and super admins
 * review the reports (GET /api/admin/abuse-reports, POST /api/admin/abuse-reports/{id}/review).
 */
import { z } from "zod";
import { keysetCursorSchema } from "./platform.ts";

/** The longest comment a reporter may write. */
export const ABUSE_COMMENT_MAX = 2000;

/** POST /api/abuse-reports: the reported message (the id in the footer's link) and an optional comment. */
export const abuseReportBodySchema = z.strictObject({
  id: z.uuid({ error: "The report link is not valid: open it from the e-mail again" }),
  comment: z
    .string()
    .trim()
    .max(ABUSE_COMMENT_MAX, { error: `Keep the comment under ${ABUSE_COMMENT_MAX} characters` })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type AbuseReportBody = z.input<typeof abuseReportBodySchema>;

/** The one answer of POST /api/abuse-reports, whatever the id: it reveals nothing about the message. */
export const ABUSE_REPORT_THANKS =
  "Thank you. If this e-mail came through us, the people who run the service will look into it.";
export const abuseReportResultSchema = z.object({ message: z.string() });

export const ABUSE_REPORT_STATUSES = ["open", "reviewed"] as const;

/** GET /api/admin/abuse-reports: open (the default) or reviewed reports, newest first, 50 a page. */
export const adminAbuseReportsQuerySchema = z.strictObject({
  status: z
    .enum(ABUSE_REPORT_STATUSES, { error: `status must be one of ${ABUSE_REPORT_STATUSES.join(", ")}` })
    .optional(),
  cursor: keysetCursorSchema,
});
export const abuseReportIdParamsSchema = z.strictObject({ id: z.uuid({ error: "id must be a report id (UUID)" }) });

/** One report as a super admin sees it. */
export const adminAbuseReportSchema = z.object({
  id: z.string(),
  outboxEmailId: z.string(),
  /** The team whose mail was reported; null for platform mail or a team since deleted. */
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  /** The address the mail went to (the reporter, most likely). */
  to: z.string(),
  subject: z.string(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedByName: z.string().nullable(),
});
export type AdminAbuseReport = z.infer<typeof adminAbuseReportSchema>;

export const adminAbuseReportPageSchema = z.object({
  reports: z.array(adminAbuseReportSchema),
  nextCursor: z.string().nullable(),
});
export type AdminAbuseReportPage = z.infer<typeof adminAbuseReportPageSchema>;
