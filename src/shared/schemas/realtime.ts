/**
 * The real-time channel's messages (spec section 7, docs/product.md "Events and real time"), parsed with
 * zod on both ends. Every message about a change carries the event's `seq` (resume with
 * `/ws?since=<seq>`), the domain `action` ("booking.created", "series.created", ...) and the
 * subject, so a client can refresh by subject type without knowing every action in advance.
 *
 * The spec names two event sets and both are sent: `booking:created|updated|deleted`,
 * `office:updated`, `user:updated`, and the older `BOOKING_CREATED` / `BOOKING_CANCELLED`. Changes
 * with no spec name (series, notifications, settings, ...) arrive as `type: "event"`.
 */
import { z } from "zod";
import { bookingSchema } from "./booking.ts";

/** What every change message says about the change. */
const changeFields = {
  seq: z.number().int().nonnegative(),
  teamId: z.string().nullable(),
  /** The domain action, `<subject>.<verb>` (e.g. "booking.created"). */
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  /** Who made the change; the client toasts only changes made by someone else. */
  actorId: z.string().nullable(),
  /** When the change was recorded, ISO 8601. */
  at: z.string(),
};

const bookingEventPayload = z.object({
  officeId: z.string().nullable(),
  userId: z.string().nullable(),
  type: z.enum(["created", "updated", "deleted"]),
  booking: bookingSchema.partial().nullable(),
});

export const realtimeServerMessageSchema = z.discriminatedUnion("type", [
  /** First message on a socket. */
  z.object({ type: z.literal("connected"), userId: z.string(), teamId: z.string().nullable() }),
  /** Sent once catch-up is done; `seq` is where to resume from if nothing newer arrives (null: no events yet). */
  z.object({ type: z.literal("synced"), seq: z.number().int().nonnegative().nullable() }),
  /** Catch-up was impossible (too far behind, or an unknown seq): refetch everything. */
  z.object({ type: z.literal("resync") }),
  z.object({
    type: z.enum(["booking:created", "booking:updated", "booking:deleted"]),
    ...changeFields,
    payload: bookingEventPayload,
  }),
  z.object({ type: z.literal("BOOKING_CREATED"), ...changeFields, booking: bookingSchema.partial().nullable() }),
  z.object({ type: z.literal("BOOKING_CANCELLED"), ...changeFields, bookingId: z.string() }),
  z.object({ type: z.enum(["office:updated", "user:updated", "event"]), ...changeFields }),
  z.object({ type: z.literal("pong") }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;
/** A message about a change (it has a seq). */
export type RealtimeChangeMessage = Extract<RealtimeServerMessage, { seq: number }>;

/** What a client may send: a keep-alive ping. Anything else is answered with the invalid-message error. */
export const realtimeClientMessageSchema = z.discriminatedUnion("type", [z.object({ type: z.literal("ping") })]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** `/ws?since=<seq>`: resume after this event seq. */
export const realtimeQuerySchema = z.object({
  since: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
});
