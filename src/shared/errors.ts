import { z } from "zod";
import type { ErrorText } from "./error-text.ts";

/**
 * Every error the API answers is `{ code, message }`; `message` is written for a person. A plain list
 * so that features append their codes line by line; every code needs its status in ERROR_STATUS.
 */
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "MALFORMED_JSON",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "UNAUTHENTICATED",
  "INVALID_CREDENTIALS",
  "FORBIDDEN",
  "ORIGIN_REJECTED",
  "NOT_FOUND",
  "RATE_LIMITED",
  "EMAIL_TAKEN",
  "INVITE_INVALID",
  "INVITE_EMAIL_MISMATCH",
  "NO_TEAM",
  "OFFICE_NAME_TAKEN",
  "OFFICE_INACTIVE",
  "OFFICE_HAS_BOOKINGS",
  "OFFICE_KIND_MISMATCH",
  "NEIGHBOURHOOD_RESTRICTED",
  "NEIGHBOURHOOD_NAME_TAKEN",
  "NEIGHBOURHOOD_WHOLE_DAY",
  "NEIGHBOURHOOD_TOO_LONG",
  "NEIGHBOURHOOD_TOO_FAR_AHEAD",
  "DESK_ASSIGNED",
  "DESK_NOT_ASSIGNABLE",
  "DESK_NOT_ASSIGNED",
  "DESK_RELEASE_BOOKED",
  "SITE_NAME_TAKEN",
  "FLOOR_NAME_TAKEN",
  "SITE_HAS_OFFICES",
  "FLOOR_HAS_OFFICES",
  "FLOOR_PLAN_INVALID",
  "BOOKING_CONFLICT",
  "BOOKING_IN_PAST",
  "BEYOND_HORIZON",
  "OUTSIDE_BUSINESS_HOURS",
  "OFF_GRID",
  "DURATION_OUT_OF_RANGE",
  "END_BEFORE_START",
  "BOOKING_NOT_CANCELLABLE",
  "TRIAL_EXPIRED",
  "TEAM_SUSPENDED",
  "SERVICE_UNAVAILABLE",
  "SCHEMA_MISSING",
  "INTERNAL",
  "BOOKING_NOTICE_TOO_SHORT",
  "BOOKING_QUOTA_REACHED",
  "BOOKING_NOT_EDITABLE",
  "INVALID_TIME_ZONE",
  "LAST_TEAM_ADMIN",
  "TEAM_STATE_CONFLICT",
  "CONFIRMATION_MISMATCH",
  "ACCOUNT_DISABLED",
  "LAST_SUPER_ADMIN",
  "RESET_TOKEN_INVALID",
  "OWN_ACCOUNT",
  "MESSAGE_NOT_FAILED",
  "CHECK_IN_TOO_EARLY",
  "CHECK_IN_CLOSED",
  "SERIES_RULE_INVALID",
  "SERIES_TOO_MANY",
  "SERIES_NOT_EDITABLE",
  "CURRENT_PASSWORD_WRONG",
  "NO_BOOKING_TO_CHECK_IN",
  "THEME_CONTRAST_TOO_LOW",
  "UNKNOWN_EMAIL_VARIABLES",
  "EMAIL_TEMPLATE_INVALID",
  "PASSWORD_TOO_COMMON",
  "EMAIL_NOT_VERIFIED",
  "VERIFICATION_TOKEN_INVALID",
  "VERIFICATION_WRONG_ACCOUNT",
  "TWO_FACTOR_CODE_WRONG",
  "TWO_FACTOR_EXPIRED",
  "TWO_FACTOR_LOCKED",
  "TWO_FACTOR_STATE_CONFLICT",
  "TWO_FACTOR_REQUIRED",
  "CREDENTIAL_LIMIT",
  "TOKEN_NOT_ACCEPTED",
  "TOKEN_SCOPE_MISSING",
  "TOKEN_SCOPE_NOT_ALLOWED",
  "WEBHOOK_URL_INVALID",
  "WEBHOOK_LIMIT",
  "GROUP_NAME_TAKEN",
  "GROUP_MANAGED_BY_PROVIDER",
  "SSO_NOT_CONFIGURED",
  "SSO_DISCOVERY_FAILED",
  "SSO_NOT_TESTED",
  "SSO_DOMAIN_TAKEN",
  "SSO_DOMAIN_UNVERIFIED",
  "SSO_SIGN_IN_FAILED",
  "SSO_REQUIRED",
  "PASSKEY_INVALID",
  "PASSKEY_SIGN_IN_FAILED",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status of each code: a code always answers with the same status. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ORIGIN_REJECTED: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  EMAIL_TAKEN: 409,
  INVITE_INVALID: 422,
  INVITE_EMAIL_MISMATCH: 422,
  NO_TEAM: 403,
  OFFICE_NAME_TAKEN: 409,
  OFFICE_INACTIVE: 422,
  OFFICE_HAS_BOOKINGS: 409,
  OFFICE_KIND_MISMATCH: 422,
  NEIGHBOURHOOD_RESTRICTED: 403,
  NEIGHBOURHOOD_NAME_TAKEN: 409,
  NEIGHBOURHOOD_WHOLE_DAY: 422,
  NEIGHBOURHOOD_TOO_LONG: 422,
  NEIGHBOURHOOD_TOO_FAR_AHEAD: 422,
  DESK_ASSIGNED: 409,
  DESK_NOT_ASSIGNABLE: 422,
  DESK_NOT_ASSIGNED: 422,
  DESK_RELEASE_BOOKED: 409,
  SITE_NAME_TAKEN: 409,
  FLOOR_NAME_TAKEN: 409,
  SITE_HAS_OFFICES: 409,
  FLOOR_HAS_OFFICES: 409,
  FLOOR_PLAN_INVALID: 422,
  BOOKING_CONFLICT: 409,
  BOOKING_IN_PAST: 422,
  BEYOND_HORIZON: 422,
  OUTSIDE_BUSINESS_HOURS: 422,
  OFF_GRID: 422,
  DURATION_OUT_OF_RANGE: 422,
  END_BEFORE_START: 422,
  BOOKING_NOT_CANCELLABLE: 409,
  TRIAL_EXPIRED: 402,
  TEAM_SUSPENDED: 403,
  SERVICE_UNAVAILABLE: 503,
  SCHEMA_MISSING: 503,
  INTERNAL: 500,
  BOOKING_NOTICE_TOO_SHORT: 422,
  BOOKING_QUOTA_REACHED: 422,
  BOOKING_NOT_EDITABLE: 409,
  INVALID_TIME_ZONE: 422,
  CHECK_IN_TOO_EARLY: 422,
  CHECK_IN_CLOSED: 422,
  LAST_TEAM_ADMIN: 409,
  TEAM_STATE_CONFLICT: 409,
  CONFIRMATION_MISMATCH: 422,
  ACCOUNT_DISABLED: 403,
  LAST_SUPER_ADMIN: 409,
  RESET_TOKEN_INVALID: 422,
  OWN_ACCOUNT: 409,
  MESSAGE_NOT_FAILED: 409,
  SERIES_RULE_INVALID: 422,
  SERIES_TOO_MANY: 422,
  SERIES_NOT_EDITABLE: 409,
  CURRENT_PASSWORD_WRONG: 422,
  NO_BOOKING_TO_CHECK_IN: 404,
  THEME_CONTRAST_TOO_LOW: 422,
  UNKNOWN_EMAIL_VARIABLES: 400,
  EMAIL_TEMPLATE_INVALID: 400,
  PASSWORD_TOO_COMMON: 400,
  EMAIL_NOT_VERIFIED: 403,
  VERIFICATION_TOKEN_INVALID: 422,
  VERIFICATION_WRONG_ACCOUNT: 403,
  TWO_FACTOR_CODE_WRONG: 422,
  TWO_FACTOR_EXPIRED: 401,
  TWO_FACTOR_LOCKED: 429,
  TWO_FACTOR_STATE_CONFLICT: 409,
  TWO_FACTOR_REQUIRED: 403,
  CREDENTIAL_LIMIT: 409,
  TOKEN_NOT_ACCEPTED: 403,
  TOKEN_SCOPE_MISSING: 403,
  TOKEN_SCOPE_NOT_ALLOWED: 422,
  WEBHOOK_URL_INVALID: 422,
  WEBHOOK_LIMIT: 409,
  GROUP_NAME_TAKEN: 409,
  GROUP_MANAGED_BY_PROVIDER: 409,
  SSO_NOT_CONFIGURED: 404,
  SSO_DISCOVERY_FAILED: 422,
  SSO_NOT_TESTED: 409,
  SSO_DOMAIN_TAKEN: 409,
  SSO_DOMAIN_UNVERIFIED: 422,
  SSO_SIGN_IN_FAILED: 401,
  SSO_REQUIRED: 403,
  PASSKEY_INVALID: 400,
  PASSKEY_SIGN_IN_FAILED: 401,
};

/** The one text of every 500: it reveals nothing internal. */
export const INTERNAL_MESSAGE =
  "Something went wrong on our side. Please try again; if it keeps happening, contact support.";

export const errorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The text of INTERNAL_MESSAGE in the errors catalogue. */
const INTERNAL_TEXT: ErrorText = { id: "errors.internal" };

/** Texts for the codes raised without a message of their own (faults, shutdown), with their ids. */
const DEFAULT_MESSAGES: Partial<Record<ErrorCode, { message: string; text: ErrorText }>> = {
  SERVICE_UNAVAILABLE: {
    message: "The service is briefly unavailable (database unreachable, busy or restarting). Try again in a moment.",
    text: { id: "errors.serviceUnavailable" },
  },
  SCHEMA_MISSING: {
    message:
      "The database has no Officely tables. An operator must restart the server (it applies the migrations on start); see docs/operations.md.",
    text: { id: "errors.schemaMissing" },
  },
};

/**
 * The one builder of error bodies (error handler, framework errors, 404s, rate limits, shutdown).
 * INTERNAL always carries INTERNAL_MESSAGE, so no 500 can leak what a caller passed in.
 *
 * `message` is the English text; `text`, when given, the same message as the errors catalogue words
 * it. With `translate` (the server's, bound to the request's language) a message with a text, the
 * defaults and INTERNAL_MESSAGE are answered in that language; without it, or for a message without
 * a text, in English.
 */
export function errorBody(
  code: ErrorCode,
  message?: string,
  text?: ErrorText,
  translate?: (text: ErrorText) => string,
): ErrorBody {
  const worded = (english: string, of: ErrorText | undefined) => (of && translate ? translate(of) : english);
  if (code === "INTERNAL") return { code, message: worded(INTERNAL_MESSAGE, INTERNAL_TEXT) };
  if (message) return { code, message: worded(message, text) };
  const fallback = DEFAULT_MESSAGES[code];
  if (fallback) return { code, message: worded(fallback.message, fallback.text) };
  return { code, message: worded(INTERNAL_MESSAGE, INTERNAL_TEXT) };
}
