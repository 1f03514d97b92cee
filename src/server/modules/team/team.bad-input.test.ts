/** Bad input on the team members call: one exact 4xx, nothing changes. */
import { describeBadInput } from "#server/test/bad-input-harness.ts";

describeBadInput("bad input: team", [
  ["members: no cookie", () => ({ method: "GET", url: "/api/team/members", auth: false }), 401, "UNAUTHENTICATED"],
]);
