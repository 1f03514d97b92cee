/**
 * What each kind of notification says (issue 9 "Kinds"): one sentence, times in the team's zone.
 * Names and office names are user text: `name` formats them for where the sentence goes (as they
 * are in the app, which renders text; quoted in e-mail, so injected text reads as a quotation).
 */
import type { NotificationKind } from "#shared/schemas/notification.ts";
import { formatBookingRange, formatTimeInZone, localDate } from "#shared/time.ts";

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
  zone: string;
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
      return `${actor} booked ${office} for you: ${range}.`;
    case "booking_changed":
      return `${actor} changed your booking of ${office}: now ${range}.`;
    case "booking_cancelled":
      return `${actor} cancelled your booking of ${office}: ${range}.`;
    case "booking_released":
      return `Your booking of ${office} (${range}) was released because nobody checked in.`;
    case "booking_reminder":
      return `Reminder: your booking of ${office} starts at ${b ? formatTimeInZone(b.startISO, input.zone) : ""} (${range}).`;
    case "invitation_accepted":
      return `${name(input.memberName ?? "Someone")} accepted your invitation and joined the team.`;
    case "role_changed":
      return `${actor} changed your role to ${ROLE_LABELS[input.role ?? ""] ?? input.role}.`;
    default:
      return "You have a new notification.";
  }
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
  return null;
}
