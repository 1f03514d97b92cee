/** Bad input on the user calls (/api/user, onboarding): one exact 4xx each, nothing changes. */
import { describeBadInput, XML } from "#server/test/bad-input-harness.ts";

describeBadInput("bad input: user", [
  [
    "user: forged cookie",
    () => ({ method: "GET", url: "/api/user", cookie: "officely.session_token=x.y" }),
    401,
    "UNAUTHENTICATED",
  ],
  [
    "onboarding-status: no cookie",
    () => ({ method: "GET", url: "/api/user/onboarding-status", auth: false }),
    401,
    "UNAUTHENTICATED",
  ],
  [
    "complete-onboarding: malformed JSON",
    () => ({ method: "PATCH", url: "/api/user/complete-onboarding", payload: "{bad" }),
    400,
    "MALFORMED_JSON",
  ],
  [
    "reset-onboarding: xml",
    () => ({ method: "PATCH", url: "/api/user/reset-onboarding", payload: "<x/>", headers: XML }),
    415,
    "UNSUPPORTED_MEDIA_TYPE",
  ],
]);
