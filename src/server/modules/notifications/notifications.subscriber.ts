/**
 * The notifications module's in-transaction subscriber (src/server/lib/change-recorder.ts): turns
 * changes into notifications for the people they concern, per each recipient's preferences, in the
 * change's own transaction: the in-app row and the e-mail (outbox) commit with the change or not at
 * all, so no notification is lost or sent for a change that did not happen. Services never create
 * notifications; they record changes.
 *
 * Kinds today (docs/product.md "Notifications and e-mail"): a booking made, changed or cancelled by
 * someone else; a recurring booking made for someone by someone else (one "booking confirmed" for
 * the whole series, with what was skipped); recurring dates skipped where the booker did not see it
 * happen (a series made for them, or the job extending it later); released (no-show); the reminder
 * before start; an invitation accepted (to whoever sent it); a role changed by someone else; the
 * trial ending and a webhook turned off after a day of failures (to the team's admins).
 */
import type { Executor } from "#db/client.ts";
import type { InTxSubscriber, RecordedChange } from "#server/lib/change-recorder.ts";
import { recipientLanguage, translate } from "#server/lib/messages.ts";
import type { Change } from "#server/lib/record-change.ts";
import * as invitationsRepo from "#server/modules/invitations/invitations.repository.ts";
import * as outbox from "#server/modules/mail/outbox.repository.ts";
import { renderTemplateMail } from "#server/modules/mail/template-mail.ts";
import { escapeHtml, quoted, type RenderedEmail } from "#server/modules/mail/templates.ts";
import type { TeamRow } from "#server/modules/team/team.repository.ts";
import * as teamRepo from "#server/modules/team/team.repository.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import { dateStyle } from "#shared/date-formats.ts";
import type { ErrorText } from "#shared/error-text.ts";
import type { Language } from "#shared/i18n.ts";
import type { EmailTemplateId } from "#shared/schemas/email-template.ts";
import type { NotificationKind } from "#shared/schemas/notification.ts";
import { formatBookingRange, formatInZone, formatTimeInZone } from "#shared/time.ts";
import { bookingInvite } from "./calendar-ics.ts";
import {
  type BookingFacts,
  emailSubject,
  type MessageInput,
  notificationLink,
  notificationMessage,
  type SeriesFacts,
} from "./notification-messages.ts";
import { presentPreferences } from "./notification-presenter.ts";
import * as repo from "./notifications.repository.ts";

/** A notification to deliver: to whom, and what it says. */
interface Note extends MessageInput {
  userId: string;
}

const BOOKING_KINDS: Record<string, NotificationKind> = {
  "booking.created": "booking_confirmed",
  "booking.updated": "booking_changed",
  "booking.cancelled": "booking_cancelled",
};

function bookingOf(value: unknown): BookingFacts | null {
  const b = value as Partial<BookingFacts> | null | undefined;
  if (!b || typeof b.userId !== "string" || typeof b.startISO !== "string") return null;
  return b as BookingFacts;
}

/**
 * The booking of a booking change made by someone other than its booker, or null: a booking
 * changed by its own booker tells nobody (the kinds are changes "by someone else"), so `handle`
 * returns before reading anything, the team included: one round trip less per booking a person
 * makes for themselves.
 */
function bookingChangedByOther(change: Pick<RecordedChange, "before" | "after" | "actorId">): BookingFacts | null {
  const booking = bookingOf(change.after) ?? bookingOf(change.before);
  return booking && booking.userId !== change.actorId ? booking : null;
}

async function nameOf(tx: Executor, userId: string | null): Promise<string | undefined> {
  if (!userId) return undefined;
  return (await userRepo.findUser(tx, userId))?.name;
}

/**
 * The team roles that hear of the trial's end and of a webhook turned off (docs/product.md
 * "Notifications and e-mail"): team_admin, and its older name admin.
 */
const TRIAL_RECIPIENT_ROLES: readonly string[] = ["team_admin", "admin"];

/** A change's recorded skipped dates (series/place-dates.ts `SkipRecord`): each sentence, and its text when recorded. */
function skippedOf(recorded: unknown): SeriesFacts["skipped"] {
  if (!Array.isArray(recorded)) return [];
  return recorded.map((s: { message?: unknown; text?: ErrorText }) => ({
    message: String(s?.message ?? ""),
    ...(s?.text ? { text: s.text } : {}),
  }));
}

/** The series facts of "series.created" (after: the presented series) or "series.extended" (after: counts, skips, booker, office). */
function seriesOf(change: RecordedChange): (SeriesFacts & { userId: string }) | null {
  const after = change.after as
    | {
        userId?: unknown;
        officeName?: unknown;
        summary?: unknown;
        skipped?: unknown;
        createdCount?: unknown;
        rrule?: unknown;
        startDate?: unknown;
        startTime?: unknown;
        endTime?: unknown;
      }
    | undefined;
  if (!after || typeof after.userId !== "string" || typeof after.officeName !== "string") return null;
  const skipped = skippedOf(after.skipped);
  const createdCount = Number(change.data?.createdCount ?? after.createdCount ?? 0);
  const summary = typeof after.summary === "string" ? after.summary : null;
  const { rrule, startDate, startTime, endTime } = after;
  const rule =
    typeof rrule === "string" &&
    typeof startDate === "string" &&
    typeof startTime === "string" &&
    typeof endTime === "string"
      ? { rrule, startDate, startTime, endTime }
      : undefined;
  return { userId: after.userId, officeName: after.officeName, summary, rule, createdCount, skipped };
}

/**
 * The notes of a series' result. Someone who makes their own series sees its result (and the
 * skipped dates) on screen, so only a series made for someone else notifies (booking confirmed, and
 * series skipped when dates were skipped), and the job's later extension notifies its booker of the
 * dates it skipped (nobody saw those). An extension that only booked new dates says nothing: an
 * endless series grows every day, and a daily "1 date booked" would be noise.
 */
async function seriesNotes(tx: Executor, change: RecordedChange, zone: string): Promise<Note[]> {
  const series = seriesOf(change);
  if (!series) return [];
  const { userId, ...facts } = series;
  const skipped: Note = { kind: "series_skipped", userId, zone, series: facts };
  if (change.action === "series.extended") return facts.skipped.length > 0 ? [skipped] : [];
  if (userId === change.actorId) return [];
  const confirmed: Note = {
    kind: "booking_confirmed",
    userId,
    zone,
    series: facts,
    actorName: await nameOf(tx, change.actorId),
  };
  return facts.skipped.length > 0 ? [confirmed, skipped] : [confirmed];
}

/**
 * The note of a series edited by someone other than its booker ("series.updated"; after: series,
 * newSeries, skipped; data: updatedCount). Each date it moved already notifies as "booking changed"
 * (with its .ics), so this speaks only when that says nothing or not all: no booked date changed
 * (the rule, time or office changed for dates not yet booked), or some dates kept their old time.
 */
async function seriesEditNotes(tx: Executor, change: RecordedChange, zone: string): Promise<Note[]> {
  const after = change.after as { series?: unknown; newSeries?: unknown; skipped?: unknown } | undefined;
  const edited = seriesOf({ ...change, after: (after?.newSeries ?? after?.series) as Record<string, unknown> });
  if (!edited || edited.userId === change.actorId) return [];
  const kept = skippedOf(after?.skipped);
  const updatedCount = Number(change.data?.updatedCount ?? 0);
  if (updatedCount > 0 && kept.length === 0) return [];
  const { userId, officeName, summary, rule } = edited;
  return [
    {
      kind: "booking_changed",
      userId,
      zone,
      series: { officeName, summary, rule, createdCount: updatedCount, skipped: kept },
      actorName: await nameOf(tx, change.actorId),
    },
  ];
}

/** One note per team admin when the job records "team.trial_ending" (after: trialEndsAt, daysLeft). */
async function trialNotes(tx: Executor, change: RecordedChange, teamId: string, zone: string): Promise<Note[]> {
  const after = change.after as { trialEndsAt?: unknown; daysLeft?: unknown } | undefined;
  if (typeof after?.trialEndsAt !== "string" || typeof after.daysLeft !== "number") return [];
  const trial = { endsAt: after.trialEndsAt, daysLeft: after.daysLeft };
  const admins = (await userRepo.listMembers(tx, teamId)).filter((u) => TRIAL_RECIPIENT_ROLES.includes(u.role));
  return admins.map((admin) => ({ kind: "trial_ending", userId: admin.id, zone, trial }));
}

/** The notes a change calls for (none for most changes, and none for what people do to their own bookings). */
async function notesFor(tx: Executor, change: RecordedChange, teamId: string, zone: string): Promise<Note[]> {
  const byOther = BOOKING_KINDS[change.action];
  if (byOther) {
    const booking = bookingChangedByOther(change);
    if (!booking) return [];
    return [{ kind: byOther, userId: booking.userId, booking, zone, actorName: await nameOf(tx, change.actorId) }];
  }
  if (change.action === "booking.released" || change.action === "booking.reminder_due") {
    const booking = bookingOf(change.after);
    if (!booking) return [];
    const kind = change.action === "booking.released" ? "booking_released" : "booking_reminder";
    return [{ kind, userId: booking.userId, booking, zone }];
  }
  if (change.action === "series.created" || change.action === "series.extended") {
    return seriesNotes(tx, change, zone);
  }
  if (change.action === "series.updated") return seriesEditNotes(tx, change, zone);
  if (change.action === "team.trial_ending") return trialNotes(tx, change, teamId, zone);
  if (change.action === "webhook.disabled") {
    const url = (change.after as { url?: unknown } | undefined)?.url;
    if (typeof url !== "string") return [];
    const admins = (await userRepo.listMembers(tx, teamId)).filter((u) => TRIAL_RECIPIENT_ROLES.includes(u.role));
    return admins.map((admin) => ({ kind: "webhook_disabled", userId: admin.id, zone, webhook: { url } }));
  }
  if (change.action === "member.role_changed") {
    const role = (change.after as { role?: unknown } | undefined)?.role;
    if (!change.targetId || change.targetId === change.actorId || typeof role !== "string") return [];
    return [{ kind: "role_changed", userId: change.targetId, zone, role, actorName: await nameOf(tx, change.actorId) }];
  }
  if (change.action === "member.joined") {
    const invitationId = (change.after as { invitationId?: unknown } | undefined)?.invitationId;
    if (typeof invitationId !== "string") return [];
    const invitation = await invitationsRepo.findInvitation(tx, teamId, invitationId);
    if (!invitation?.createdBy) return [];
    return [
      {
        kind: "invitation_accepted",
        userId: invitation.createdBy,
        zone,
        memberName: await nameOf(tx, change.targetId),
      },
    ];
  }
  return [];
}

/** The kinds whose e-mail a team admin may edit in the email builder (the template of the same id). */
const TEMPLATED_KINDS: ReadonlySet<NotificationKind> = new Set<EmailTemplateId & NotificationKind>([
  "booking_confirmed",
  "booking_changed",
  "booking_cancelled",
  "booking_reminder",
  "booking_released",
  "trial_ending",
]);

/**
 * The template variables of a note (email-template-registry.ts) in `language`; names raw, the
 * renderer quotes them.
 */
function templateValues(
  note: Note,
  language: Language,
  recipientName: string,
  productName: string,
  url: string,
): Record<string, string> {
  const b = note.booking;
  const style = dateStyle(language);
  return {
    recipientName,
    message: notificationMessage(note, quoted, language),
    actorName: note.actorName ?? "",
    officeName: b?.officeName ?? note.series?.officeName ?? "",
    bookingTime: b ? formatBookingRange(b.startISO, b.endISO, note.zone, style) : "",
    startTime: b ? formatTimeInZone(b.startISO, note.zone) : "",
    daysLeft: note.trial ? String(note.trial.daysLeft) : "",
    trialEndsAt: note.trial ? formatInZone(note.trial.endsAt, note.zone, "EEE d MMM, HH:mm", style) : "",
    productName,
    link: url,
  };
}

/** `now` stamps the e-mails' .ics (DTSTAMP); app.ts gives the app's clock. */
export function createNotificationSubscriber(deps: {
  productName: string;
  appUrl: string;
  now: () => Date;
}): InTxSubscriber {
  /** The booking's .ics for its e-mail: a cancellation or release cancels the calendar event. */
  function inviteOf(booking: BookingFacts, kind: NotificationKind, seq: number) {
    const method = kind === "booking_cancelled" || kind === "booking_released" ? "CANCEL" : "REQUEST";
    const content = bookingInvite({
      booking,
      method,
      sequence: seq,
      productName: deps.productName,
      appUrl: deps.appUrl,
      now: deps.now(),
    });
    return { filename: "booking.ics", contentType: `text/calendar; method=${method}; charset=utf-8`, content };
  }

  /** The e-mail of a kind without a template (series skipped, invitation accepted, role changed), in `language`. */
  function plainEmail(note: Note, language: Language, url: string): RenderedEmail {
    const sentence = notificationMessage(note, quoted, language);
    const open = translate(language, "email.open", { productName: deps.productName });
    return {
      subject: emailSubject(note.kind, deps.productName, language),
      text: `${sentence}\n\n${open}: ${url}`,
      html: `<p>${escapeHtml(sentence)}</p>\n<p><a href="${escapeHtml(url)}">${escapeHtml(open)}</a></p>`,
      language,
    };
  }

  /**
   * Writes the in-app row and the e-mail of one note, as the recipient's preferences say, both in
   * the recipient's language (recipientLanguage: theirs, else the team's).
   */
  async function deliver(tx: Executor, team: TeamRow, seq: number, note: Note): Promise<void> {
    const teamId = team.id;
    const recipient = await userRepo.findMember(tx, teamId, note.userId);
    if (!recipient) return;
    const channels = presentPreferences(await repo.findPreferences(tx, teamId, note.userId)).kinds[note.kind];
    const link = notificationLink(note);
    const language = recipientLanguage(await userRepo.findChosenLanguage(tx, note.userId), team.language);
    if (channels.inApp) {
      await repo.insertNotification(tx, teamId, {
        userId: note.userId,
        kind: note.kind,
        message: notificationMessage(note, (s) => s, language),
        link,
        bookingId: note.booking?.id ?? null,
        eventSeq: seq,
      });
    }
    if (channels.email) {
      const url = new URL(link ?? "/notifications", deps.appUrl).toString();
      const email = TEMPLATED_KINDS.has(note.kind)
        ? await renderTemplateMail(
            tx,
            teamId,
            note.kind as EmailTemplateId,
            language,
            templateValues(note, language, recipient.name, deps.productName, url),
          )
        : plainEmail(note, language, url);
      await outbox.insertEmail(tx, {
        teamId,
        eventSeq: seq,
        to: recipient.email,
        ...email,
        attachments: note.booking ? [inviteOf(note.booking, note.kind, seq)] : [],
      });
    }
  }

  // A change a member makes to their own booking tells nobody (notesFor).
  const acts = (change: Change) =>
    Boolean(change.teamId) && !(BOOKING_KINDS[change.action] && !bookingChangedByOther(change));

  return {
    name: "notifications",
    actions: [
      ...Object.keys(BOOKING_KINDS),
      "booking.released",
      "booking.reminder_due",
      "member.joined",
      "member.role_changed",
      "series.created",
      "series.extended",
      "series.updated",
      "team.trial_ending",
      "webhook.disabled",
    ],
    wants: acts,
    async handle(tx, change) {
      // The recorder asks `wants` first; a change without a team is never wanted.
      if (!change.teamId) return;
      const team = await teamRepo.findTeam(tx, change.teamId);
      if (!team) return;
      for (const note of await notesFor(tx, change, team.id, team.timeZone)) {
        await deliver(tx, team, change.seq, note);
      }
    },
  };
}
