import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { controlMessageOf } from "./realtime-protocol.ts";
import { realtimeServerMessageSchema } from "./schemas/realtime.ts";

const CONTROL = ["connected", "synced", "resync", "pong", "error"];

/** Objects shaped like server messages, often wrong: any type, keys present or not, odd values. */
const messageLike = fc.record(
  {
    type: fc.constantFrom(...CONTROL, "booking:created", "event", "BOOKING_CANCELLED", "other"),
    userId: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    teamId: fc.oneof(fc.string(), fc.constant(null), fc.boolean()),
    seq: fc.oneof(fc.nat(), fc.integer({ min: -5, max: -1 }), fc.double(), fc.constant(null), fc.string()),
    message: fc.oneof(fc.string(), fc.integer()),
    extra: fc.string(),
  },
  { requiredKeys: [] },
);

describe("controlMessageOf, the zod-free reading of the channel's control messages", () => {
  it("agrees with the shared schema: the same message when it reads one, and only control messages", () => {
    fc.assert(
      fc.property(messageLike, (data) => {
        const light = controlMessageOf(data);
        const parsed = realtimeServerMessageSchema.safeParse(data);
        if (light) {
          expect(parsed.success).toBe(true);
          expect(light).toEqual(parsed.data);
        } else if (parsed.success) {
          // Left to the schema: never a control message the schema accepts.
          expect(CONTROL).not.toContain(parsed.data.type);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it("reads the messages a connection starts with", () => {
    expect(controlMessageOf({ type: "connected", userId: "u1", teamId: null })).toEqual({
      type: "connected",
      userId: "u1",
      teamId: null,
    });
    expect(controlMessageOf({ type: "synced", seq: 42 })).toEqual({ type: "synced", seq: 42 });
    expect(controlMessageOf({ type: "synced", seq: -1 })).toBeNull();
    expect(controlMessageOf("synced")).toBeNull();
  });
});
