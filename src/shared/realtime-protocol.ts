/**
 * The real-time channel's constants (spec sections 7 and 8), apart from its zod schemas
 * (schemas/realtime.ts) so the web shell can hold them without loading zod at first paint.
 */

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
