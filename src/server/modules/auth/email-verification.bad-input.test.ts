/**
 * Bad input on confirming an e-mail address (docs/operations.md "Mail limits and e-mail
 * verification"): asking for a link or using one signed out, and tokens that are missing, not text,
 * or not ours.
 * One exact 4xx each, nothing changes. The fixture and snapshot are in src/server/test/bad-input-harness.ts.
 */
import { type BadInputRequest, big, describeBadInput } from "#server/test/bad-input-harness.ts";

const verify =
  (payload: unknown, auth = false) =>
  (): BadInputRequest => ({
    method: "POST",
    url: "/api/auth/verify-email",
    payload,
    auth,
  });

describeBadInput("bad input: e-mail verification", [
  [
    "verification-email: signed out",
    () => ({ method: "POST", url: "/api/auth/verification-email", auth: false }),
    401,
    "UNAUTHENTICATED",
  ],
  ["verify-email: empty object", verify({}), 400, "VALIDATION_FAILED"],
  ["verify-email: empty token", verify({ token: "  " }), 400, "VALIDATION_FAILED"],
  ["verify-email: token is a number", verify({ token: 42 }), 400, "VALIDATION_FAILED"],
  ["verify-email: 2 001-char token", verify({ token: big(2001) }), 400, "VALIDATION_FAILED"],
  ["verify-email: extra email", verify({ token: "abc", email: "x@y.test" }), 400, "VALIDATION_FAILED"],
  ["verify-email: signed out", verify({ token: "abc.def.ghi" }), 401, "UNAUTHENTICATED"],
  ["verify-email: not a token", verify({ token: "abc.def.ghi" }, true), 422, "VERIFICATION_TOKEN_INVALID"],
  ["verify-email: malformed JSON", verify("{bad"), 400, "MALFORMED_JSON"],
]);
