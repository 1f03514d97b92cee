/** Bad input on the user calls (/api/user, onboarding, favourites): one exact 4xx each, nothing changes. */
import { describeBadInput, randomUUID, XML } from "#server/test/bad-input-harness.ts";

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
  [
    "favorite: no cookie",
    (ctx) => ({ method: "PUT", url: `/api/user/favorite-offices/${ctx.officeId}`, auth: false }),
    401,
    "UNAUTHENTICATED",
  ],
  [
    "unfavorite: no cookie",
    (ctx) => ({ method: "DELETE", url: `/api/user/favorite-offices/${ctx.officeId}`, auth: false }),
    401,
    "UNAUTHENTICATED",
  ],
  [
    "favorite: not a UUID",
    () => ({ method: "PUT", url: "/api/user/favorite-offices/not-a-uuid" }),
    400,
    "VALIDATION_FAILED",
  ],
  [
    "unfavorite: not a UUID",
    () => ({ method: "DELETE", url: "/api/user/favorite-offices/1%20or%201=1" }),
    400,
    "VALIDATION_FAILED",
  ],
  [
    "favorite: unknown office",
    () => ({ method: "PUT", url: `/api/user/favorite-offices/${randomUUID()}` }),
    404,
    "NOT_FOUND",
  ],
  [
    "unfavorite: unknown office",
    () => ({ method: "DELETE", url: `/api/user/favorite-offices/${randomUUID()}` }),
    404,
    "NOT_FOUND",
  ],
  [
    "preferences: no cookie",
    () => ({ method: "GET", url: "/api/user/preferences", auth: false }),
    401,
    "UNAUTHENTICATED",
  ],
  [
    "save preferences: no cookie",
    () => ({ method: "PATCH", url: "/api/user/preferences", payload: { theme: "dark" }, auth: false }),
    401,
    "UNAUTHENTICATED",
  ],
  [
    "save preferences: malformed JSON",
    () => ({ method: "PATCH", url: "/api/user/preferences", payload: "{bad" }),
    400,
    "MALFORMED_JSON",
  ],
  [
    "save preferences: not an object",
    () => ({ method: "PATCH", url: "/api/user/preferences", payload: ["dark"] }),
    400,
    "VALIDATION_FAILED",
  ],
  [
    "save preferences: unknown theme",
    () => ({ method: "PATCH", url: "/api/user/preferences", payload: { theme: "sepia" } }),
    400,
    "VALIDATION_FAILED",
  ],
  ["favorite: no office id", () => ({ method: "PUT", url: "/api/user/favorite-offices/" }), 400, "VALIDATION_FAILED"],
  [
    "favorite: malformed JSON body",
    (ctx) => ({ method: "PUT", url: `/api/user/favorite-offices/${ctx.officeId}`, payload: "{bad" }),
    400,
    "MALFORMED_JSON",
  ],
]);
