/**
 * Bad input on the abuse-report calls (docs/operations.md "Mail limits and e-mail verification"):
 * the public report and the super admins' list and review, one exact 4xx each, nothing changes.
 * The fixture and snapshot are in src/server/test/bad-input-harness.ts.
 */
import { type BadInputRequest, big, describeBadInput, HUGE, randomUUID } from "#server/test/bad-input-harness.ts";

const report = (payload: unknown) => (): BadInputRequest => ({
  method: "POST",
  url: "/api/abuse-reports",
  payload,
  auth: false,
});

describeBadInput("bad input: abuse reports", [
  ["report: empty object", report({}), 400, "VALIDATION_FAILED"],
  ["report: id not a UUID", report({ id: "12345" }), 400, "VALIDATION_FAILED"],
  ["report: id is a number", report({ id: 7 }), 400, "VALIDATION_FAILED"],
  ["report: comment of 2 001 characters", report({ id: randomUUID(), comment: big(2001) }), 400, "VALIDATION_FAILED"],
  ["report: comment is an object", report({ id: randomUUID(), comment: { a: 1 } }), 400, "VALIDATION_FAILED"],
  ["report: extra teamId", report({ id: randomUUID(), teamId: randomUUID() }), 400, "VALIDATION_FAILED"],
  ["report: 100 000-char comment", report({ id: randomUUID(), comment: HUGE }), 413, "PAYLOAD_TOO_LARGE"],
  ["report: malformed JSON", report("{bad"), 400, "MALFORMED_JSON"],
  ["admin list: a team admin", () => ({ method: "GET", url: "/api/admin/abuse-reports" }), 403, "FORBIDDEN"],
  [
    "admin list: unknown status",
    () => ({ method: "GET", url: "/api/admin/abuse-reports?status=spam" }),
    400,
    "VALIDATION_FAILED",
  ],
  [
    "admin review: signed out",
    () => ({ method: "POST", url: `/api/admin/abuse-reports/${randomUUID()}/review`, auth: false }),
    401,
    "UNAUTHENTICATED",
  ],
  [
    "admin review: id not a UUID",
    () => ({ method: "POST", url: "/api/admin/abuse-reports/not-an-id/review" }),
    400,
    "VALIDATION_FAILED",
  ],
]);
