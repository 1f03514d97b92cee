/**
 * Transactional e-mail outbox (docs/product.md "Notifications and e-mail"): written with the change,
 * sent after commit by the outbox sender.
 */

import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { LANGUAGES } from "#shared/i18n.ts";

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id"),
    /** The event (events.seq) whose subscriber wrote this message, so its sender can be asked to send it promptly. */
    eventSeq: bigint("event_seq", { mode: "number" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** The language the message is written in (one of LANGUAGES): its footer is added in it. */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    /** Files sent with the message, e.g. a booking's .ics: `{ filename, contentType, content }` (content as text). */
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    index("outbox_pending_idx").on(t.status, t.nextAttemptAt),
    index("outbox_event_seq_idx").on(t.eventSeq),
  ],
);
