/**
 * The one error handler: every error leaves as JSON `{ code, message }`. Validation errors name the
 * field; database invariant violations become 409; anything unexpected is logged and answered as a
 * 500 that reveals nothing internal.
 */
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import type { ErrorCode } from "../../shared/errors.ts";
import { AppError, isPgError } from "../lib/app-error.ts";

const FASTIFY_CODES: Record<string, { code: ErrorCode; status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: "MALFORMED_JSON",
    status: 400,
    message: "The request body is not valid JSON.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: "MALFORMED_JSON",
    status: 400,
    message: "The request body is empty; send a JSON object.",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: "PAYLOAD_TOO_LARGE",
    status: 413,
    message: "The request body is too large.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "UNSUPPORTED_MEDIA_TYPE",
    status: 415,
    message: "Send the request body as application/json.",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: "VALIDATION_FAILED",
    status: 400,
    message: "The Content-Length header does not match the body.",
  },
};

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again; if it keeps happening, contact support.";

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? "request";
      const details = error.validation
        .slice(0, 3)
        .map((issue) => {
          const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
          return path ? `${path}: ${issue.message}` : issue.message;
        })
        .join("; ");
      return reply.status(400).send({ code: "VALIDATION_FAILED", message: `Invalid ${where}. ${details}` });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ code: known.code, message: known.message });
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: "RATE_LIMITED", message: error.message });
    }
    // Data exceptions raised by PostgreSQL for values that passed the schemas but cannot be stored:
    // a NUL character in text (22021), an instant outside PostgreSQL's range, e.g. year 10000 (22007-22009).
    if (isPgError(error, "22021")) {
      return reply.status(400).send({
        code: "VALIDATION_FAILED",
        message: "Text fields must not contain NUL (\\u0000) characters.",
      });
    }
    if (["22007", "22008", "22009"].some((state) => isPgError(error, state))) {
      return reply
        .status(400)
        .send({ code: "VALIDATION_FAILED", message: "A date or time is out of the supported range." });
    }
    if (isPgError(error, "23P01")) {
      return reply.status(409).send({
        code: "BOOKING_CONFLICT",
        message: "That office is already booked at that time. Pick another time or office.",
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, "response did not match its schema");
      return reply.status(500).send({ code: "INTERNAL", message: INTERNAL_MESSAGE });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ code: "VALIDATION_FAILED", message: error.message || "The request could not be processed." });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ code: "INTERNAL", message: INTERNAL_MESSAGE });
  });
}
