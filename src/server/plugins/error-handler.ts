/**
 * The one error handler: every error leaves as JSON `{ code, message }` built by `errorBody`, the
 * message in the request's language where the errors catalogue has it (an AppError's `text`, the
 * messages below; docs/architecture.md "Languages").
 * Validation errors name the field; database invariant violations become 409; a lost, stalled or
 * refused database connection becomes 503 SERVICE_UNAVAILABLE, a database without our tables 503
 * SCHEMA_MISSING; anything unexpected is logged (without query parameters) and answered as a 500 that
 * reveals nothing internal.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, isSchemaMissing, redactDatabaseError } from "#db/client.ts";
import { AppError, isPgError, sendError } from "#server/lib/app-error.ts";
import { translateText } from "#server/lib/messages.ts";
import { requestLanguage } from "#server/lib/request-language.ts";
import type { ErrorText } from "#shared/error-text.ts";
import type { ErrorCode } from "#shared/errors.ts";
import { validationText } from "#shared/validation-text.ts";

/** An answer of this handler's own: its code, its English message and the message's text. */
interface Answer {
  code: ErrorCode;
  message: string;
  text: ErrorText;
}

const FASTIFY_CODES: Record<string, Answer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: "MALFORMED_JSON",
    message: "The request body is not valid JSON.",
    text: { id: "errors.request.invalidJson" },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: "MALFORMED_JSON",
    message: "The request body is empty; send a JSON object.",
    text: { id: "errors.request.emptyJson" },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: "PAYLOAD_TOO_LARGE",
    message: "The request body is too large.",
    text: { id: "errors.request.tooLarge" },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Send the request body as application/json.",
    text: { id: "errors.request.mediaType" },
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: "VALIDATION_FAILED",
    message: "The Content-Length header does not match the body.",
    text: { id: "errors.request.contentLength" },
  },
};

const BAD_URL: Answer = {
  code: "VALIDATION_FAILED",
  message: "The request URL is not valid.",
  text: { id: "errors.request.badUrl" },
};
const NUL_CHARACTER: Answer = {
  code: "VALIDATION_FAILED",
  message: "Text fields must not contain NUL (\\u0000) characters.",
  text: { id: "errors.request.nulCharacter", values: { character: "\\u0000" } },
};
const OUT_OF_RANGE: Answer = {
  code: "VALIDATION_FAILED",
  message: "A date or time is out of the supported range.",
  text: { id: "errors.request.dateOutOfRange" },
};
const SLOT_TAKEN: Answer = {
  code: "BOOKING_CONFLICT",
  message: "That office is already booked at that time. Pick another time or office.",
  text: { id: "errors.booking.taken" },
};
const NOT_PROCESSED: ErrorText = { id: "errors.request.notProcessed" };

function answer(reply: FastifyReply, { code, message, text }: Answer): FastifyReply {
  return sendError(reply, code, message, { text });
}

/**
 * Errors raised before routing (a malformed percent-encoding in the path) bypass the handler and the
 * onRequest hooks, so `Cache-Control: no-store` (plugins/route-policies.ts) is set here too.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.header("cache-control", "no-store");
  const badUrl = error.code === "FST_ERR_BAD_URL" || error.code === "FST_ERR_MAX_PARAM_LENGTH";
  if (badUrl) answer(reply, BAD_URL);
  else sendError(reply, "INTERNAL");
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.code, error.message, { status: error.status, text: error.text });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? "request";
      const language = requestLanguage(request);
      // Each issue's message as the validation catalogue words it in the reader's language
      // (src/shared/validation-text.ts); zod's own messages stay in English.
      const issues = error.validation.slice(0, 3).map((issue) => {
        const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        const message = issue.message ?? "";
        const known = validationText(message);
        const worded = known ? translateText(language, known) : message;
        return { english: path ? `${path}: ${message}` : message, worded: path ? `${path}: ${worded}` : worded };
      });
      const details = issues.map((issue) => issue.english).join("; ");
      return sendError(reply, "VALIDATION_FAILED", `Invalid ${where}. ${details}`, {
        text: {
          id: "errors.request.invalid",
          values: { where, details: issues.map((issue) => issue.worded).join("; ") },
        },
      });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return answer(reply, known);
    if (error.statusCode === 429) return sendError(reply, "RATE_LIMITED", error.message);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: redactDatabaseError(error) }, "database unavailable");
      return sendError(reply, "SERVICE_UNAVAILABLE");
    }
    if (isSchemaMissing(error)) {
      request.log.error({ err: redactDatabaseError(error) }, "database schema missing: restart to migrate");
      return sendError(reply, "SCHEMA_MISSING");
    }
    // Data exceptions raised by PostgreSQL for values that passed the schemas but cannot be stored:
    // a NUL character in text (22021), an instant outside PostgreSQL's range, e.g. year 10000 (22007-22009).
    if (isPgError(error, "22021")) return answer(reply, NUL_CHARACTER);
    if (["22007", "22008", "22009"].some((state) => isPgError(error, state))) return answer(reply, OUT_OF_RANGE);
    if (isPgError(error, "23P01")) return answer(reply, SLOT_TAKEN);
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, "response did not match its schema");
      return sendError(reply, "INTERNAL");
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own message when it has one (in English), else ours in the request's language.
      return error.message
        ? sendError(reply, "VALIDATION_FAILED", error.message, { status: error.statusCode })
        : sendError(reply, "VALIDATION_FAILED", "The request could not be processed.", {
            status: error.statusCode,
            text: NOT_PROCESSED,
          });
    }
    request.log.error({ err: redactDatabaseError(error) }, "unhandled error");
    return sendError(reply, "INTERNAL");
  });
}
