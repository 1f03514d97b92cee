import { z } from "zod";

/** Every error the API answers is `{ code, message }`; `message` is written for a person. */
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "MALFORMED_JSON",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "UNAUTHENTICATED",
  "INVALID_CREDENTIALS",
  "FORBIDDEN",
  "NOT_FOUND",
  "RATE_LIMITED",
  "EMAIL_TAKEN",
  "INVITE_INVALID",
  "INVITE_EMAIL_MISMATCH",
  "NO_TEAM",
  "OFFICE_NAME_TAKEN",
  "OFFICE_INACTIVE",
  "BOOKING_CONFLICT",
  "BOOKING_IN_PAST",
  "BEYOND_HORIZON",
  "OUTSIDE_BUSINESS_HOURS",
  "OFF_GRID",
  "DURATION_OUT_OF_RANGE",
  "END_BEFORE_START",
  "BOOKING_NOT_CANCELLABLE",
  "TRIAL_EXPIRED",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
