/**
 * Bad input on check-in: POST /api/bookings/{id}/check-in, and the QR calls
 * GET /api/offices/{id}/check-in-code and POST /api/check-in/{officeCode}: one exact 4xx each,
 * nothing changes. The fixture's booking lies days ahead, so its check-in has not opened and a scan
 * of its office finds nothing to check into. Fixture and snapshot: src/server/test/bad-input-harness.ts.
 */
import { expect, it } from "vitest";
import {
  type BadInputRequest,
  big,
  describeBadInput,
  expectErrorShape,
  randomUUID,
} from "#server/test/bad-input-harness.ts";

const checkIn =
  (id: string, auth = true) =>
  (): BadInputRequest => ({ method: "POST", url: `/api/bookings/${id}/check-in`, auth });
const scan =
  (code: string, auth = true) =>
  (): BadInputRequest => ({ method: "POST", url: `/api/check-in/${code}`, auth });
const code =
  (officeId: string, auth = true) =>
  (): BadInputRequest => ({ method: "GET", url: `/api/offices/${officeId}/check-in-code`, auth });

const regenerate =
  (officeId: string, auth = true) =>
  (): BadInputRequest => ({ method: "POST", url: `/api/offices/${officeId}/check-in-code/regenerate`, auth });

describeBadInput(
  "bad input: check-in",
  [
    ["check-in: no cookie", checkIn(randomUUID(), false), 401, "UNAUTHENTICATED"],
    ["check-in: id not a UUID", checkIn("abc"), 400, "VALIDATION_FAILED"],
    ["check-in: 2 000-char id", checkIn(big(2000)), 400, "VALIDATION_FAILED"],
    ["check-in: unknown booking", checkIn(randomUUID()), 404, "NOT_FOUND"],
    ["check-in: before the window opens", (ctx) => checkIn(ctx.bookingId)(), 422, "CHECK_IN_TOO_EARLY"],
    // GET /api/offices/{id}/check-in-code
    ["check-in-code: no cookie", (ctx) => code(ctx.officeId, false)(), 401, "UNAUTHENTICATED"],
    ["check-in-code: id not a UUID", code("abc"), 400, "VALIDATION_FAILED"],
    ["check-in-code: 2 000-char id", code(big(2000)), 400, "VALIDATION_FAILED"],
    ["check-in-code: unknown office", code(randomUUID()), 404, "NOT_FOUND"],
    // POST /api/offices/{id}/check-in-code/regenerate
    ["new check-in code: no cookie", (ctx) => regenerate(ctx.officeId, false)(), 401, "UNAUTHENTICATED"],
    ["new check-in code: id not a UUID", regenerate("abc"), 400, "VALIDATION_FAILED"],
    ["new check-in code: 2 000-char id", regenerate(big(2000)), 400, "VALIDATION_FAILED"],
    ["new check-in code: unknown office", regenerate(randomUUID()), 404, "NOT_FOUND"],
    // POST /api/check-in/{officeCode}
    ["scan: no cookie", scan("0123456789abcdef", false), 401, "UNAUTHENTICATED"],
    ["scan: unknown code", scan("0123456789abcdef"), 404, "NOT_FOUND"],
    ["scan: space in code", scan("abc%20def"), 400, "VALIDATION_FAILED"],
    ["scan: quote in code", scan("abc'--"), 400, "VALIDATION_FAILED"],
    ["scan: 65-char code", scan(big(65)), 400, "VALIDATION_FAILED"],
    ["scan: no code", scan(""), 400, "VALIDATION_FAILED"],
    [
      "scan: malformed JSON body",
      () => ({ method: "POST", url: "/api/check-in/0123456789abcdef", payload: "{bad" }),
      400,
      "MALFORMED_JSON",
    ],
  ],
  ({ ctx, call, snapshot }) => {
    it("a scan of the office's own code with no booking open now is 404 NO_BOOKING_TO_CHECK_IN, nothing changed", async () => {
      const read = await call(code(ctx.officeId)());
      expect(read.status).toBe(200);
      const before = await snapshot();
      const res = await call(scan(read.body.code)());
      expectErrorShape(res);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("NO_BOOKING_TO_CHECK_IN");
      expect(await snapshot()).toEqual(before);
    });
  },
);
