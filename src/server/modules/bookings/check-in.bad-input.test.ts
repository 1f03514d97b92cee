/**
 * Bad input on POST /api/bookings/{id}/check-in: one exact 4xx each, nothing changes. The fixture's
 * booking lies days ahead, so its check-in has not opened. Fixture and snapshot:
 * src/server/test/bad-input-harness.ts.
 */
import { type BadInputRequest, big, describeBadInput, randomUUID } from "#server/test/bad-input-harness.ts";

const checkIn =
  (id: string, auth = true) =>
  (): BadInputRequest => ({ method: "POST", url: `/api/bookings/${id}/check-in`, auth });

describeBadInput("bad input: check-in", [
  ["check-in: no cookie", checkIn(randomUUID(), false), 401, "UNAUTHENTICATED"],
  ["check-in: id not a UUID", checkIn("abc"), 400, "VALIDATION_FAILED"],
  ["check-in: 2 000-char id", checkIn(big(2000)), 400, "VALIDATION_FAILED"],
  ["check-in: unknown booking", checkIn(randomUUID()), 404, "NOT_FOUND"],
  ["check-in: before the window opens", (ctx) => checkIn(ctx.bookingId)(), 422, "CHECK_IN_TOO_EARLY"],
]);
