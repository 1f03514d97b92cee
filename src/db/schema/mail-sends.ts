/**
 * Mail a person makes the platform send to an address (an invitation or its resend, a template's
 * test send, a link confirming their own address), one row per message, and reports of abuse made
 * from a team-authored mail's footer.
 * The send limits count these rows (docs/operations.md "Mail limits"): per sender, per team, per
 * invitation and per recipient across the platform.
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { teams } from "./teams.ts";

export const MAIL_SEND_KINDS = ["invitation", "template_test", "verification"] as const;
export type MailSendKind = (typeof MAIL_SEND_KINDS)[number];

export const mailSends = pgTable(
  "mail_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: MAIL_SEND_KINDS }).notNull(),
    /** The sending team; null for platform mail sent to a person's own address (kind "verification"). */
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "cascade" }),
    senderId: text("sender_id").references(() => users.id, { onDelete: "set null" }),
    /** The recipient, lower-cased. */
    toAddress: text("to_address").notNull(),
    /** The invitation sent or resent (kind "invitation"). */
    invitationId: uuid("invitation_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("mail_sends_kind_check", sql`${t.kind} in ('invitation', 'template_test', 'verification')`),
    index("mail_sends_team_idx").on(t.teamId, t.sentAt),
    index("mail_sends_sender_idx").on(t.senderId, t.sentAt),
    index("mail_sends_to_idx").on(t.toAddress, t.sentAt),
    index("mail_sends_invitation_idx").on(t.invitationId),
  ],
);

/** A recipient's report that a team-authored mail was abuse; super admins review them. */
export const abuseReports = pgTable(
  "abuse_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The reported message (outbox_emails.id, the link's reference); kept if the outbox row goes. */
    outboxEmailId: uuid("outbox_email_id").notNull(),
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    /** What the reporter wrote (optional, at most 2,000 characters). */
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: text("reviewed_by"),
  },
  (t) => [index("abuse_reports_created_idx").on(t.createdAt), index("abuse_reports_team_idx").on(t.teamId)],
);
