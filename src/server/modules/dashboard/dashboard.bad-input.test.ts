/** Bad input on the dashboard call: one exact 4xx, nothing changes. */
import { describeBadInput } from "#server/test/bad-input-harness.ts";

describeBadInput("bad input: dashboard", [
  [
    "stats: forged cookie",
    () => ({ method: "GET", url: "/api/dashboard/stats", cookie: "officely.session_token=%%%" }),
    401,
    "UNAUTHENTICATED",
  ],
]);
