/**
 * The real-time channel's constants (spec sections 7 and 8), apart from its zod schemas
 * (schemas/realtime.ts) so the web shell can hold them without loading zod at first paint.
 */
import type { RealtimeServerMessage } from "./schemas/realtime.ts";

/** The spec's real-time error texts (section 8), word for word. */
export const REALTIME_ERRORS = {
  invalidMessage: "Invalid message format received",
  connectionError: "WebSocket connection error occurred",
  connectFailed: "Failed to establish WebSocket connection",
  maxAttempts: "Max reconnection attempts reached",
} as const;

/** Largest frame a client may send, in bytes; a larger one closes the socket (1009). */
export const REALTIME_MAX_FRAME_BYTES = 64 * 1024;

/** Close codes of our own (4000-4999 are the application's). */
export const REALTIME_CLOSE = {
  /** The session ended (sign-out, revoked, expired): do not reconnect. */
  signedOut: 4001,
  /** Too many messages from the client. */
  flood: 4008,
} as const;

/** The messages that run the channel itself rather than report a change. */
export type RealtimeControlMessage = Extract<
  RealtimeServerMessage,
  { type: "connected" | "synced" | "resync" | "pong" | "error" }
>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isSeq = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * A control message (connected, synced, resync, pong, error) as the shared zod schema would parse
 * it (unknown keys dropped), or null for anything else: a change message, or a malformed one, which
 * the schema itself judges. Lets a browser read the messages every connection starts with without
 * loading zod; `realtime-protocol.test.ts` checks it agrees with the schema.
 */
export function controlMessageOf(data: unknown): RealtimeControlMessage | null {
  if (!isRecord(data)) return null;
  switch (data.type) {
    case "connected":
      if (typeof data.userId !== "string" || !(typeof data.teamId === "string" || data.teamId === null)) return null;
      return { type: "connected", userId: data.userId, teamId: data.teamId };
    case "synced":
      if (!(data.seq === null || isSeq(data.seq))) return null;
      return { type: "synced", seq: data.seq };
    case "resync":
      return { type: "resync" };
    case "pong":
      return { type: "pong" };
    case "error":
      return typeof data.message === "string" ? { type: "error", message: data.message } : null;
    default:
      return null;
  }
}
