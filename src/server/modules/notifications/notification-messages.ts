/**
 * What each kind of notification says (docs/product.md "Notifications and e-mail"): one sentence,
 * times in the team's zone. Names and office names are user text: `name` formats them for where the
 * sentence goes (as they are in the app, which renders text; quoted in e-mail, so injected text
 * reads as a quotation).
 */
import type { NotificationKind } from "#shared/schemas/notification.ts";
import { formatBookingRange, formatInZone, formatTimeInZone, localDate } from "#shared/time.ts";

/** The parts of a presented booking (events' before/after) a message needs. */
export interface BookingFacts {
  id: string;
  userId: string;
  officeName: string;
  startISO: string;
  endISO: string;
}

export interface MessageInput {
  kind: NotificationKind;
  /** Who did it (the actor's name), when someone did. */
  actorName?: string;
  booking?: BookingFacts;
  /** The new member's name (invitation accepted). */
  memberName?: string;
  /** The new role (role changed). */
  role?: string;
  /** A series' result (booking confirmed for a series, series skipped). */
  series?: SeriesFacts;
  /** The trial's end and the whole days left, rounded up (trial ending). */
  trial?: { endsAt: string; daysLeft: number };
  zone: string;
}

/** What a series notification says about the series: its office, its rule in words, what was placed and skipped. */
export interface SeriesFacts {
  officeName: string;
  /** "Every Tuesday, 09:00–10:00", or null when the change did not carry it (an extension). */
  summary: string | null;
  createdCount: number;
  /** The skipped dates' sentences ("Tue 1 Dec — Focus Room booked 09:00–10:00 by Ada"). */
  skipped: string[];
}

const ROLE_LABELS: Record<string, string> = {
  member: "Member",
  team_manager: "Team manager",
  team_admin: "Team admin",
  admin: "Team admin",
};

type Format = (value: string) => string;

/** The notification's sentence, with user text formatted by `name`. */
export function notificationMessage(input: MessageInput, name: Format): string {
  const actor = name(input.actorName ?? "Someone");
  const b = input.booking;
  const office = b ? name(b.officeName) : "";
  const range = b ? formatBookingRange(b.startISO, b.endISO, input.zone) : "";
  switch (input.kind) {
    case "booking_confirmed":
      if (input.series) return seriesConfirmedMessage(actor, input.series, name);
      return `${actor} booked ${office} for you: ${range}.`;
    case "booking_changed":
      if (input.series) return seriesChangedMessage(actor, input.series, name);
      return `${actor} changed your booking of ${office}: now ${range}.`;
    case "booking_cancelled":
      return `${actor} cancelled your booking of ${office}: ${range}.`;
    case "booking_released":
      return `Your booking of ${office} (${range}) was released because nobody checked in.`;
    case "booking_reminder":
      return `Reminder: your booking of ${office} starts at ${b ? formatTimeInZone(b.startISO, input.zone) : ""} (${range}).`;
    case "series_skipped":
      return seriesSkippedMessage(input.series, name);
    case "trial_ending":
      return trialEndingMessage(input);
    case "invitation_accepted":
      return `${name(input.memberName ?? "Someone")} accepted your invitation and joined the team.`;
    case "role_changed":
      return `${actor} changed your role to ${ROLE_LABELS[input.role ?? ""] ?? input.role}.`;
    default:
      return "You have a new notification.";
  }
}

function dates(count: number): string {
  return `${count} date${count === 1 ? "" : "s"}`;
}

/** "Ada booked a recurring booking of “Focus Room” for you (Every Tuesday, 09:00–10:00): 5 dates." */
function seriesConfirmedMessage(actor: string, series: SeriesFacts, name: Format): string {
  const rule = series.summary ? ` (${series.summary})` : "";
  const skipped = series.skipped.length > 0 ? `, ${dates(series.skipped.length)} skipped` : "";
  return `${actor} booked a recurring booking of ${name(series.officeName)} for you${rule}: ${dates(series.createdCount)} booked${skipped}.`;
}

/**
 * A series edited by someone else (createdCount: the dates moved; skipped: the dates kept at their
 * old time): "Ada changed your recurring booking of Focus Room (Every Tuesday, 10:00–11:00): no
 * booked date changed." or "...: 2 dates changed; not changed: Tue 1 Dec — ... (kept at its old time)."
 */
function seriesChangedMessage(actor: string, series: SeriesFacts, name: Format): string {
  const rule = series.summary ? ` (${series.summary})` : "";
  const moved = series.createdCount > 0 ? `${dates(series.createdCount)} changed` : "no booked date changed";
  const kept = series.skipped.length > 0 ? `; not changed: ${series.skipped.join("; ")}` : "";
  return `${actor} changed your recurring booking of ${name(series.officeName)}${rule}: ${moved}${kept}.`;
}

/** "2 dates of your recurring booking of Focus Room could not be booked: Tue 1 Dec — ...; Wed 2 Dec — ...." */
function seriesSkippedMessage(series: SeriesFacts | undefined, name: Format): string {
  if (!series) return "Some dates of your recurring booking could not be booked.";
  return `${dates(series.skipped.length)} of your recurring booking of ${name(series.officeName)} could not be booked: ${series.skipped.join("; ")}.`;
}

/** "The team's free trial ends in 3 days (Thu 26 Nov, 12:00). After that, ..." (docs/product.md "Trial"). */
function trialEndingMessage(input: MessageInput): string {
  if (!input.trial) return "The team's free trial is ending.";
  const { endsAt, daysLeft } = input.trial;
  const when = daysLeft <= 1 ? "within a day" : `in ${daysLeft} days`;
  return `The team's free trial ends ${when} (${formatInZone(endsAt, input.zone, "EEE d MMM, HH:mm")}). After that, new bookings are refused until a super admin extends the trial or activates the team.`;
}

/** The e-mail subject of each kind. */
export const EMAIL_SUBJECTS: Record<NotificationKind, string> = {
  booking_confirmed: "A booking was made for you",
  booking_changed: "Your booking was changed",
  booking_cancelled: "Your booking was cancelled",
  booking_released: "Your booking was released",
  booking_reminder: "Your booking starts soon",
  series_skipped: "Some recurring dates were skipped",
  invitation_accepted: "Your invitation was accepted",
  role_changed: "Your role was changed",
  trial_ending: "Your trial is ending",
};

/** Where a notification leads in the app: the booking's day, or the team page. */
export function notificationLink(input: MessageInput): string | null {
  if (input.booking) return `/day?date=${localDate(input.booking.startISO, input.zone)}`;
  if (input.kind === "invitation_accepted") return "/team/manage";
  if (input.series) return "/recurring";
  if (input.kind === "trial_ending") return "/team";
  return null;
}
