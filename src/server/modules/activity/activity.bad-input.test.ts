/** Bad input on the team activity call: one exact 4xx, nothing changes. */
import { describeBadInput } from "#server/test/bad-input-harness.ts";

describeBadInput("bad input: team activity", [
  ["activity: signed out", () => ({ method: "GET", url: "/api/team/activity", auth: false }), 401, "UNAUTHENTICATED"],
  ["activity: limit 0", () => ({ method: "GET", url: "/api/team/activity?limit=0" }), 400, "VALIDATION_FAILED"],
  ["activity: limit 51", () => ({ method: "GET", url: "/api/team/activity?limit=51" }), 400, "VALIDATION_FAILED"],
  ["activity: limit text", () => ({ method: "GET", url: "/api/team/activity?limit=five" }), 400, "VALIDATION_FAILED"],
]);
