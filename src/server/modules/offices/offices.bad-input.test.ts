/**
 * Bad input on the office calls (POST /api/offices, PATCH /api/offices/{id}, GET its upcoming
 * bookings): one exact 4xx each, nothing changes; then the spec's capacity and id messages.
 * Availability's rows are in modules/bookings (its route is there); random JSON at POST /api/offices is in
 * src/server/test/bad-input-properties.test.ts. The fixture and snapshot are in
 * src/server/test/bad-input-harness.ts.
 */
import { expect, it } from "vitest";
import {
  type BadInputContext,
  type BadInputRequest,
  big,
  describeBadInput,
  FORM,
  HUGE,
  JSON_TEXT,
  randomUUID,
} from "#server/test/bad-input-harness.ts";

const office = (payload: unknown, headers?: Record<string, string>) => (): BadInputRequest => ({
  method: "POST",
  url: "/api/offices",
  payload,
  headers,
});
const patchOffice =
  (payload: unknown, id?: string) =>
  (ctx: BadInputContext): BadInputRequest => ({ method: "PATCH", url: `/api/offices/${id ?? ctx.officeId}`, payload });

describeBadInput(
  "bad input: offices",
  [
    // POST /api/offices
    ["create office: empty object", office({}), 400, "VALIDATION_FAILED"],
    ["create office: missing name", office({ capacity: 2 }), 400, "VALIDATION_FAILED"],
    ["create office: blank name", office({ name: "   ", capacity: 2 }), 400, "VALIDATION_FAILED"],
    ["create office: name is a number", office({ name: 5, capacity: 2 }), 400, "VALIDATION_FAILED"],
    ["create office: 121-char name", office({ name: big(121), capacity: 2 }), 400, "VALIDATION_FAILED"],
    ["create office: 100 000-char name", office({ name: HUGE, capacity: 2 }), 413, "PAYLOAD_TOO_LARGE"],
    [
      "create office: 501-char description",
      office({ name: "D", capacity: 2, description: big(501) }),
      400,
      "VALIDATION_FAILED",
    ],
    ["create office: NUL in name", office({ name: "Null\u0000Room", capacity: 2 }), 400, "VALIDATION_FAILED"],
    ["create office: capacity 0", office({ name: "Zero", capacity: 0 }), 400, "VALIDATION_FAILED"],
    ["create office: capacity -3", office({ name: "Negative", capacity: -3 }), 400, "VALIDATION_FAILED"],
    ["create office: capacity 1.5", office({ name: "Half", capacity: 1.5 }), 400, "VALIDATION_FAILED"],
    ["create office: capacity 501", office({ name: "Huge", capacity: 501 }), 400, "VALIDATION_FAILED"],
    ["create office: capacity 1e12", office({ name: "Huger", capacity: 1e12 }), 400, "VALIDATION_FAILED"],
    ["create office: capacity as string", office({ name: "Str", capacity: "4" }), 400, "VALIDATION_FAILED"],
    ["create office: capacity null", office({ name: "Null", capacity: null }), 400, "VALIDATION_FAILED"],
    ["create office: isShared 'yes'", office({ name: "Yes", capacity: 2, isShared: "yes" }), 400, "VALIDATION_FAILED"],
    [
      "create office: equipment not an array",
      office({ name: "Eq", capacity: 2, equipment: "monitor" }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "create office: 21 equipment items",
      office({ name: "Eq", capacity: 2, equipment: Array.from({ length: 21 }, (_, i) => `e${i}`) }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "create office: extra teamId",
      office({ name: "Foreign", capacity: 2, teamId: randomUUID() }),
      400,
      "VALIDATION_FAILED",
    ],
    ["create office: extra id", office({ id: randomUUID(), name: "Chosen id", capacity: 2 }), 400, "VALIDATION_FAILED"],
    ["create office: array body", office([{ name: "Arr", capacity: 2 }]), 400, "VALIDATION_FAILED"],
    ["create office: malformed JSON", office("{bad"), 400, "MALFORMED_JSON"],
    [
      "create office: body over 64 KB",
      office(JSON.stringify({ name: "Big", capacity: 2, description: big(70_000) })),
      413,
      "PAYLOAD_TOO_LARGE",
    ],
    ["create office: text/plain", office('{"name":"Plain","capacity":2}', JSON_TEXT), 415, "UNSUPPORTED_MEDIA_TYPE"],
    ["create office: form-encoded", office("name=Form&capacity=2", FORM), 415, "UNSUPPORTED_MEDIA_TYPE"],
    [
      "create office: no cookie",
      () => ({ method: "POST", url: "/api/offices", auth: false, payload: { name: "Anon", capacity: 2 } }),
      401,
      "UNAUTHENTICATED",
    ],
    // PATCH /api/offices/{id}
    ["edit office: non-UUID id", patchOffice({ capacity: 2 }, "not-a-uuid"), 400, "VALIDATION_FAILED"],
    ["edit office: SQL in id", patchOffice({ capacity: 2 }, "1'%20OR%20'1'='1"), 400, "VALIDATION_FAILED"],
    ["edit office: unknown UUID", patchOffice({ capacity: 2 }, randomUUID()), 404, "NOT_FOUND"],
    ["edit office: empty object", patchOffice({}), 400, "VALIDATION_FAILED"],
    ["edit office: capacity 0", patchOffice({ capacity: 0 }), 400, "VALIDATION_FAILED"],
    ["edit office: capacity -1", patchOffice({ capacity: -1 }), 400, "VALIDATION_FAILED"],
    ["edit office: capacity 1e9", patchOffice({ capacity: 1e9 }), 400, "VALIDATION_FAILED"],
    ["edit office: name null", patchOffice({ name: null }), 400, "VALIDATION_FAILED"],
    ["edit office: isActive 'false'", patchOffice({ isActive: "false" }), 400, "VALIDATION_FAILED"],
    ["edit office: extra teamId", patchOffice({ teamId: randomUUID() }), 400, "VALIDATION_FAILED"],
    ["edit office: NUL in description", patchOffice({ description: "\u0000" }), 400, "VALIDATION_FAILED"],
    ["edit office: malformed JSON", patchOffice("{bad"), 400, "MALFORMED_JSON"],
    ["edit office: 100 000-char name", patchOffice({ name: HUGE }), 413, "PAYLOAD_TOO_LARGE"],
    [
      "edit office: futureBookings 'delete'",
      patchOffice({ isActive: false, futureBookings: "delete" }),
      400,
      "VALIDATION_FAILED",
    ],
    ["edit office: futureBookings without isActive", patchOffice({ futureBookings: "keep" }), 400, "VALIDATION_FAILED"],
    // GET /api/offices/{id}/upcoming-bookings
    [
      "office upcoming bookings: non-UUID id",
      () => ({ method: "GET", url: "/api/offices/nope/upcoming-bookings" }),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "office upcoming bookings: unknown UUID",
      () => ({ method: "GET", url: `/api/offices/${randomUUID()}/upcoming-bookings` }),
      404,
      "NOT_FOUND",
    ],
  ],
  ({ ctx, call }) => {
    it("the spec's validation messages name what is wrong", async () => {
      const capacity = await call(office({ name: "Zero", capacity: 0 })());
      expect(capacity.body.message).toContain("Capacity must be at least 1");
      const id = await call(patchOffice({ capacity: 2 }, "nope")(ctx));
      expect(id.body.message).toContain("Office id must be a UUID");
    });
  },
);
