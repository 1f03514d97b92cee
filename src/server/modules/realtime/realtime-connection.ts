/**
 * One authenticated socket: registers it with the hub, catches it up from `since` (the last event
 * seq the client saw), then keeps it live. Incoming frames are only pings; anything else gets the
 * spec's 'Invalid message format received', and a flood closes the socket. Frames over 64 KiB are
 * refused by ws itself (close 1009, maxPayload in realtime.routes.ts).
 */
import type { WebSocket } from "ws";
import type { Database } from "#db/client.ts";
import { cursorOf, type EventCursor, FEED_START, type FeedEvent, readEventsAfter } from "#server/lib/event-feed.ts";
import { REALTIME_CLOSE, REALTIME_ERRORS } from "#shared/realtime-protocol.ts";
import { type RealtimeServerMessage, realtimeClientMessageSchema } from "#shared/schemas/realtime.ts";
import { findEventCursor, lastEventSeqAt } from "./realtime.repository.ts";
import { type HubClient, isAfter, PLATFORM, type RealtimeHub } from "./realtime-hub.ts";

/** Most events a reconnecting socket is sent; further behind, it is told to refetch (resync). */
const MAX_CATCH_UP = 1_000;
const BATCH = 200;
/** Frames a client may send per second before it is cut off (it only needs a ping now and then). */
const MAX_FRAMES_PER_SECOND = 20;

export interface SocketContext {
  db: Database;
  hub: RealtimeHub;
  userId: string;
  sessionId: string;
  /** The member's team, or null for a super admin's platform socket. */
  teamId: string | null;
  since: number | undefined;
  log: { warn: (o: object, m: string) => void };
  /** Milliseconds clock for the flood window. */
  nowMs?: () => number;
}

/** Serves `socket` until it closes. Never throws: a failed catch-up tells the client to refetch. */
export function serveSocket(socket: WebSocket, ctx: SocketContext): void {
  const { hub } = ctx;
  const nowMs = ctx.nowMs ?? Date.now;
  const sendMessage = (message: RealtimeServerMessage) => client.send(JSON.stringify(message));
  const client: HubClient = {
    key: ctx.teamId ?? PLATFORM,
    userId: ctx.userId,
    sessionId: ctx.sessionId,
    pending: [],
    floor: null,
    send: (text) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    },
    buffered: () => socket.bufferedAmount,
    close: (code, reason) => socket.close(code, reason),
  };
  // Registered before anything is read: every event after `start` reaches the socket (pending first).
  const start = hub.cursor();
  hub.add(client);
  socket.on("close", () => hub.remove(client));
  socket.on("error", () => hub.remove(client));

  let windowStart = nowMs();
  let frames = 0;
  socket.on("message", (data) => {
    const now = nowMs();
    if (now - windowStart >= 1_000) {
      windowStart = now;
      frames = 0;
    }
    if (++frames > MAX_FRAMES_PER_SECOND) {
      socket.close(REALTIME_CLOSE.flood, "Too many messages");
      return;
    }
    const parsed = realtimeClientMessageSchema.safeParse(parseJson(String(data)));
    if (!parsed.success) return sendMessage({ type: "error", message: REALTIME_ERRORS.invalidMessage });
    sendMessage({ type: "pong" });
  });

  sendMessage({ type: "connected", userId: ctx.userId, teamId: ctx.teamId });
  catchUp(client, start, ctx, sendMessage).catch((error) => {
    ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, "real-time catch-up failed");
    sendMessage({ type: "resync" });
    goLive(client, ctx.hub, start, null, sendMessage);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends what the client missed after `since` (when given), then the live events held meanwhile,
 * then `synced` with the seq to resume from.
 */
async function catchUp(
  client: HubClient,
  start: EventCursor,
  ctx: SocketContext,
  sendMessage: (message: RealtimeServerMessage) => void,
): Promise<void> {
  if (ctx.since === undefined) {
    return goLive(client, ctx.hub, start, await lastEventSeqAt(ctx.db, ctx.teamId, start), sendMessage);
  }
  // A platform socket has no per-team history to replay (reading with team null spans every team).
  const from =
    ctx.teamId === null ? null : ctx.since === 0 ? FEED_START : await findEventCursor(ctx.db, ctx.teamId, ctx.since);
  if (!from) {
    sendMessage({ type: "resync" });
    return goLive(client, ctx.hub, start, await lastEventSeqAt(ctx.db, ctx.teamId, start), sendMessage);
  }
  let cursor = from;
  let lastSeq: number | null = ctx.since === 0 ? null : ctx.since;
  for (let sent = 0; ; ) {
    const batch = await readEventsAfter(ctx.db, ctx.teamId, cursor, BATCH);
    for (const event of batch) sendEvent(client, event, ctx.hub);
    if (batch.length > 0) {
      cursor = cursorOf(batch[batch.length - 1]);
      lastSeq = cursor.seq;
    }
    sent += batch.length;
    if (batch.length < BATCH) break;
    if (sent >= MAX_CATCH_UP) {
      sendMessage({ type: "resync" });
      return goLive(client, ctx.hub, start, await lastEventSeqAt(ctx.db, ctx.teamId, start), sendMessage);
    }
  }
  // The catch-up may have read past `start`: live events up to `cursor` were sent already.
  goLive(client, ctx.hub, isAfter(cursor, start) ? cursor : start, lastSeq, sendMessage);
}

function sendEvent(client: HubClient, event: FeedEvent, hub: RealtimeHub): void {
  for (const frame of hub.framesOf(event, client.userId)) client.send(frame);
}

/** Flushes the held live events after `sentUpTo`, switches the socket to live, and says `synced`. */
function goLive(
  client: HubClient,
  hub: RealtimeHub,
  sentUpTo: EventCursor,
  lastSeq: number | null,
  sendMessage: (message: RealtimeServerMessage) => void,
): void {
  let seq = lastSeq;
  for (const event of client.pending ?? []) {
    if (!isAfter(cursorOf(event), sentUpTo)) continue;
    sendEvent(client, event, hub);
    seq = event.seq;
  }
  client.pending = null;
  // Events the feed has not reached yet but the catch-up already sent are skipped when they come.
  client.floor = sentUpTo;
  sendMessage({ type: "synced", seq });
}
