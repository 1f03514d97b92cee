/**
 * This instance's sockets, grouped by team, and the fan-out of committed events to them
 * (docs/architecture.md "Events and subscribers"). The hub
 * is an after-commit subscriber of this instance's event feed; every instance has its own feed,
 * woken by PostgreSQL NOTIFY, so an event made through any instance reaches every instance's sockets.
 *
 * A socket that is catching up (reading what it missed from the database) gets live events into its
 * `pending` list; once caught up it sends those that come after what it already sent.
 *
 * Losing access closes sockets at once, on every instance, before the event is fanned out: a member
 * removed from the team, a user whose sessions a super admin ended or who was disabled or given
 * another role, every member of a deleted team (the periodic session sweep in realtime.routes.ts
 * stays as the safety net).
 */
import type { AfterCommitSubscriber, EventCursor, FeedEvent } from "#server/lib/event-feed.ts";
import { REALTIME_CLOSE } from "#shared/realtime-protocol.ts";
import { messagesFor, peopleNamedBy } from "./realtime-messages.ts";

/** The hub key of platform events (team null): super admins' sockets. */
export const PLATFORM = "platform";

/** Events whose subject (a user id) loses their sessions: close 4001, the client signs out. */
const ENDS_SESSIONS = new Set(["platform.user.sessions_revoked", "platform.user.disabled"]);
/** Events whose subject (a user id) leaves the team their socket follows: close 1008, it reconnects. */
const CHANGES_MEMBERSHIP = new Set(["member.removed", "platform.user.role_changed"]);
/**
 * Events after which the subject (a user id) may have to set up a second factor before anything else
 * (docs/decisions/0029): close 1008, and the reconnect is judged again.
 */
const RECHECKS_TWO_FACTOR = new Set([
  "member.role_changed",
  "member.two_factor_reset",
  "platform.user.two_factor_reset",
  "auth.two_factor_disabled",
]);

/** Whether a team's settings change moved its two-factor policy (every member is judged again). */
function movesTwoFactorPolicy(event: FeedEvent): boolean {
  if (event.type !== "team.settings_changed") return false;
  const changed = (event.payload as { changed?: unknown } | null)?.changed;
  return Array.isArray(changed) && changed.includes("twoFactorPolicy");
}

/** A socket's buffered bytes beyond which it is too slow to keep (it reconnects and catches up). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export interface HubClient {
  /** Team id, or PLATFORM. */
  key: string;
  userId: string;
  sessionId: string;
  /** Live events held while the socket catches up; null once it is live. */
  pending: FeedEvent[] | null;
  /** Events at or before this were already sent by the catch-up; null once the feed passed it. */
  floor: EventCursor | null;
  send(text: string): void;
  /** Bytes queued on the socket and not yet written. */
  buffered(): number;
  close(code: number, reason: string): void;
}

/** Whether feed position `a` comes after `b` (tx id first, then seq: the feed's order). */
export function isAfter(a: EventCursor, b: EventCursor): boolean {
  const ax = BigInt(a.txId);
  const bx = BigInt(b.txId);
  return ax === bx ? a.seq > b.seq : ax > bx;
}

export interface RealtimeHub extends AfterCommitSubscriber {
  add(client: HubClient): void;
  remove(client: HubClient): void;
  /** The last event handed to the hub: a socket registered now gets everything after it live. */
  cursor(): EventCursor;
  setCursor(cursor: EventCursor): void;
  /** The serialised messages of one event as `userId`'s socket is sent them. */
  framesOf(event: FeedEvent, userId: string): string[];
  clients(): HubClient[];
  size(): number;
}

export function createRealtimeHub(log?: { warn: (o: object, m: string) => void }): RealtimeHub {
  const byKey = new Map<string, Set<HubClient>>();
  let cursor: EventCursor = { txId: "0", seq: 0 };

  const serialise = (event: FeedEvent, viewerId: string | null) =>
    messagesFor(event, viewerId).map((message) => JSON.stringify(message));
  const framesOf = (event: FeedEvent, userId: string) =>
    serialise(event, peopleNamedBy(event).includes(userId) ? userId : null);

  function deliver(client: HubClient, frames: string[]): void {
    if (client.buffered() > MAX_BUFFERED_BYTES) {
      log?.warn({ userId: client.userId }, "slow real-time socket closed");
      client.close(1013, "Too slow: reconnect and catch up");
      return;
    }
    for (const frame of frames) client.send(frame);
  }

  /** Closes the sockets `matches` picks, with `code` and `reason`. */
  function closeWhere(matches: (client: HubClient) => boolean, code: number, reason: string): void {
    for (const set of byKey.values()) {
      for (const client of set) if (matches(client)) client.close(code, reason);
    }
  }

  /** Cuts off the sockets that `event` takes access from (see the header). */
  function cutOff(event: FeedEvent): void {
    const subject = event.subjectId;
    if (!subject) return;
    if (ENDS_SESSIONS.has(event.type)) {
      closeWhere((client) => client.userId === subject, REALTIME_CLOSE.signedOut, "Session ended");
    } else if (CHANGES_MEMBERSHIP.has(event.type)) {
      closeWhere((client) => client.userId === subject, 1008, "Team membership changed");
    } else if (event.type === "platform.team.deleted") {
      closeWhere((client) => client.key === subject, 1008, "Team membership changed");
    } else if (RECHECKS_TWO_FACTOR.has(event.type)) {
      closeWhere((client) => client.userId === subject, 1008, "Two-factor authentication changed");
    } else if (movesTwoFactorPolicy(event)) {
      closeWhere((client) => client.key === subject, 1008, "Two-factor authentication changed");
    }
  }

  return {
    name: "realtime",
    handle(event) {
      cursor = { txId: event.txId, seq: event.seq };
      cutOff(event);
      const set = byKey.get(event.teamId ?? PLATFORM);
      if (!set || set.size === 0) return;
      // Serialised once per event for every socket but those of the people it names.
      const named = peopleNamedBy(event);
      const frames = serialise(event, null);
      for (const client of set) {
        if (client.pending) client.pending.push(event);
        else if (client.floor && !isAfter(cursor, client.floor)) continue;
        else {
          client.floor = null;
          deliver(client, named.includes(client.userId) ? serialise(event, client.userId) : frames);
        }
      }
    },
    add(client) {
      let set = byKey.get(client.key);
      if (!set) {
        set = new Set();
        byKey.set(client.key, set);
      }
      set.add(client);
    },
    remove(client) {
      const set = byKey.get(client.key);
      set?.delete(client);
      if (set?.size === 0) byKey.delete(client.key);
    },
    cursor: () => cursor,
    setCursor(next) {
      cursor = next;
    },
    framesOf,
    clients: () => [...byKey.values()].flatMap((set) => [...set]),
    size: () => [...byKey.values()].reduce((n, set) => n + set.size, 0),
  };
}
