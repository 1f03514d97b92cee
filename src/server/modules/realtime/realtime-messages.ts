/**
 * Domain event → the socket messages it becomes (spec section 7). Booking events become both spec
 * sets (`booking:*` and `BOOKING_*`); office and member/user-profile changes become `office:updated`
 * and `user:updated`; any other action (series, notifications, settings, modules added later) goes
 * out as a generic `event`, so new event types reach clients without a change here.
 *
 * Only what a teammate may already see travels: the booking as the day view shows it, and ids.
 * Other payloads (member e-mails, invitation details) stay on the server.
 */
import type { FeedEvent } from "#server/lib/event-feed.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import type { RealtimeChangeMessage } from "#shared/schemas/realtime.ts";

/** The spec's booking verb of an action that changed a booking, or null (e.g. a reminder falling due). */
function bookingVerb(action: string): "created" | "updated" | "deleted" | null {
  if (action === "booking.created") return "created";
  if (/^booking\.(cancelled|released|deleted)$/.test(action)) return "deleted";
  if (/^booking\.(updated|moved|checked_in)$/.test(action)) return "updated";
  return null;
}

/** User-facing profile/role changes (spec: user:updated); favourites and onboarding are private. */
const USER_UPDATED = /^(member\.|user\.(updated|profile_updated|role_changed|name_changed))/;

/**
 * A member's own password, sign-in, second factor, preferences, templates, calendar feeds, favourites
 * and onboarding: nothing a teammate should hear of (nor refetch for). Whether someone uses a second
 * factor is for team admins only, so its reset is private too; so are the team's tokens, groups,
 * single sign-on and webhooks, which only team admins see.
 */
const PRIVATE_ACTIONS =
  /^(auth\.|member\.two_factor_reset|notification_preferences\.|template\.|calendar_feed\.|user\.(favourite|onboarding|preferences)|credential\.|group\.|sso\.|webhook\.)/;

function bookingOf(payload: unknown, key: "after" | "before"): Partial<Booking> | null {
  if (typeof payload !== "object" || payload === null) return null;
  const value = (payload as Record<string, unknown>)[key];
  return typeof value === "object" && value !== null ? (value as Partial<Booking>) : null;
}

/**
 * A member's preferences changed whether their name shows on their bookings (docs/product.md "Who
 * booked"): teammates' views refetch to show it or "Someone", told only that the member changed.
 */
function hidesOrShowsName(event: FeedEvent): boolean {
  if (event.type !== "user.preferences_updated") return false;
  const after = bookingOf(event.payload, "after") as { hideMyName?: unknown } | null;
  return after?.hideMyName !== undefined;
}

function userUpdated(event: FeedEvent, viewerId: string | null): RealtimeChangeMessage {
  return {
    type: "user:updated",
    seq: event.seq,
    teamId: event.teamId,
    action: event.type,
    subjectType: "user",
    subjectId: event.subjectId,
    actorId: event.actorId === viewerId ? event.actorId : null,
    at: new Date(event.createdAt).toISOString(),
  };
}

/** Subjects whose events name who booked: their people travel only to themselves. */
const HELD_SUBJECTS = new Set(["booking", "series"]);

/**
 * The people an event's messages would name to a teammate (its actor and its booking's holder), or
 * none: the socket of each of them gets its own messages, everyone else the shared ones.
 */
export function peopleNamedBy(event: FeedEvent): string[] {
  if (!HELD_SUBJECTS.has(event.subjectType ?? "")) return [];
  const booking = bookingOf(event.payload, "after") ?? bookingOf(event.payload, "before");
  return [event.actorId, booking?.userId].filter((id): id is string => typeof id === "string");
}

/**
 * The messages for one committed event as `viewerId`'s socket gets them, in send order (each
 * carries the event's seq); an empty list for a private action, else at least a generic `event`.
 * Who made or holds a booking or series travels only to that person (docs/product.md "Who
 * booked"): the views refetch what they show, with names as their reader may see them.
 */
export function messagesFor(event: FeedEvent, viewerId: string | null): RealtimeChangeMessage[] {
  if (hidesOrShowsName(event)) return [userUpdated(event, viewerId)];
  if (PRIVATE_ACTIONS.test(event.type)) return [];
  const held = HELD_SUBJECTS.has(event.subjectType ?? "");
  const own = (id: string | null | undefined) => (!held || id === viewerId ? (id ?? null) : null);
  const base = {
    seq: event.seq,
    teamId: event.teamId,
    action: event.type,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    actorId: own(event.actorId),
    at: new Date(event.createdAt).toISOString(),
  };
  const verb = event.subjectType === "booking" ? bookingVerb(event.type) : null;
  if (verb) {
    const recorded = bookingOf(event.payload, "after") ?? bookingOf(event.payload, "before");
    const booking =
      recorded && own(recorded.userId) === null ? { ...recorded, userId: null, userName: null } : recorded;
    const messages: RealtimeChangeMessage[] = [
      {
        type: `booking:${verb}`,
        ...base,
        payload: { officeId: booking?.officeId ?? null, userId: booking?.userId ?? null, type: verb, booking },
      },
    ];
    if (verb === "created") messages.push({ type: "BOOKING_CREATED", ...base, booking });
    if (verb === "deleted" && event.subjectId) {
      messages.push({ type: "BOOKING_CANCELLED", ...base, bookingId: event.subjectId });
    }
    return messages;
  }
  if (event.subjectType === "office") return [{ type: "office:updated", ...base }];
  if (USER_UPDATED.test(event.type)) return [{ type: "user:updated", ...base }];
  return [{ type: "event", ...base }];
}
