/**
 * The real-time channel's rules, as pure functions (spec sections 4 and 7):
 * - reconnect up to 5 times, waiting 2^n seconds (n = 1..5) capped at 30 s;
 * - which cached resources a change refreshes, by subject type, so event types added by other
 *   features (series, notifications, ...) refresh their own queries without a change here, and a
 *   platform event refreshes the super admin's platform pages;
 * - which changes toast, and with which words: only booking creations and cancellations, and only
 *   when someone else made them (one's own action already said so).
 */
import type { RealtimeChangeMessage } from "#shared/schemas/realtime.ts";

/** Lingui's `_`: a message id of the catalogue "common" in the reader's language, with its values. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** Spec section 4: reconnect attempts before giving up. */
export const MAX_RECONNECT_ATTEMPTS = 5;
const MAX_DELAY_MS = 30_000;

/** The wait before reconnect attempt `attempt` (1-based), in ms: 2^attempt s, at most 30 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(2 ** attempt * 1000, MAX_DELAY_MS);
}

/** What a booking, office or member change touches beyond its own resource. */
const TOUCHES: Record<string, readonly string[]> = {
  // Day, week, month, My Bookings, upcoming; availability and office views; stats and activity.
  booking: ["bookings", "offices", "dashboard", "notifications"],
  // An office made or moved changes its floor's office count (and may have made a site or floor).
  office: ["offices", "sites", "bookings", "dashboard"],
  // A site's or floor's name is its offices' building and floor.
  site: ["sites", "offices", "bookings"],
  floor: ["sites", "offices", "bookings"],
  // A member's name or role shows on bookings, the members list and the current user.
  member: ["team", "user", "bookings", "dashboard"],
  user: ["team", "user", "bookings", "dashboard"],
  invitation: ["team", "dashboard"],
  team: ["team", "user", "dashboard", "bookings"],
};

/**
 * The first elements of the query keys (resources) a change refreshes. Unknown subjects refresh
 * their own resource under its singular and plural names (e.g. "series", "notifications") and the
 * dashboard, whose activity lists every change.
 */
export function resourcesFor(message: Pick<RealtimeChangeMessage, "subjectType" | "teamId">): string[] {
  // A platform event (no team) reaches only super admins' sockets: their pages read "platform".
  if (message.teamId === null) return ["platform"];
  const known = TOUCHES[message.subjectType];
  if (known) return [...known];
  const subject = message.subjectType;
  return [subject, subject.endsWith("s") ? subject : `${subject}s`, "dashboard"];
}

export interface RealtimeToast {
  title: string;
  description: string;
}

/**
 * The spec's 2-second toast for a change made by someone else, in `_`'s language, or null. A no-show
 * release (no actor: the release job) is not a cancellation: its booker hears that their booking was
 * released and why, teammates that the office was freed (docs/product.md "Check-in and release").
 */
export function toastFor(
  message: RealtimeChangeMessage,
  currentUserId: string | null,
  _: Translate,
): RealtimeToast | null {
  if (message.actorId !== null && message.actorId === currentUserId) return null;
  if (message.type !== "booking:created" && message.type !== "booking:deleted") return null;
  const office = message.payload.booking?.officeName ?? _("common.realtime.anOffice");
  if (message.action === "booking.released") {
    const title = _("common.realtime.released");
    return message.payload.userId !== null && message.payload.userId === currentUserId
      ? { title, description: _("common.realtime.released.yours", { office }) }
      : { title, description: _("common.realtime.released.others", { office }) };
  }
  return message.type === "booking:created"
    ? { title: _("common.realtime.created"), description: _("common.realtime.created.description", { office }) }
    : { title: _("common.realtime.cancelled"), description: _("common.realtime.cancelled.description", { office }) };
}
