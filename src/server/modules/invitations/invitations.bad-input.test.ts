/**
 * Bad input on the invitation calls (list, create, validate-invite): one exact 4xx each, nothing
 * changes. validate-invite's rows live here, not in modules/auth, because its route is in this module.
 * The fixture and snapshot are in src/server/test/bad-input-harness.ts.
 */
import {
  type BadInputRequest,
  big,
  describeBadInput,
  HUGE,
  randomUUID,
  uniqueEmail,
} from "#server/test/bad-input-harness.ts";

const invite = (payload: unknown) => (): BadInputRequest => ({ method: "POST", url: "/api/team/invitations", payload });
const get = (url: string) => (): BadInputRequest => ({ method: "GET", url, auth: false });

describeBadInput("bad input: invitations", [
  // GET /api/auth/validate-invite/{code}
  ["validate-invite: 65-char code", get(`/api/auth/validate-invite/${big(65)}`), 400, "VALIDATION_FAILED"],
  ["validate-invite: broken percent-encoding", get("/api/auth/validate-invite/%E0%A4%A"), 400, "VALIDATION_FAILED"],
  // GET and POST /api/team/invitations
  ["invitations list: no cookie", get("/api/team/invitations"), 401, "UNAUTHENTICATED"],
  ["invite: empty object", invite({}), 400, "VALIDATION_FAILED"],
  ["invite: bad e-mail", invite({ email: "nope", role: "member" }), 400, "VALIDATION_FAILED"],
  ["invite: role super_admin", invite({ email: uniqueEmail("x"), role: "super_admin" }), 400, "VALIDATION_FAILED"],
  ["invite: role admin", invite({ email: uniqueEmail("x"), role: "admin" }), 400, "VALIDATION_FAILED"],
  ["invite: role is a number", invite({ email: uniqueEmail("x"), role: 3 }), 400, "VALIDATION_FAILED"],
  ["invite: extra teamId", invite({ email: uniqueEmail("x"), teamId: randomUUID() }), 400, "VALIDATION_FAILED"],
  ["invite: 100 000-char e-mail", invite({ email: HUGE }), 413, "PAYLOAD_TOO_LARGE"],
  ["invite: malformed JSON", invite("{bad"), 400, "MALFORMED_JSON"],
]);
