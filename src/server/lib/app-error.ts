/**
 * The one application error: a stable `code` and a `message` a person can act on; the HTTP status
 * comes from the code (ERROR_STATUS). The error handler turns it into `{ code, message }`; anything
 * else becomes a 500 without internals.
 */
import type { FastifyReply } from "fastify";
import type { ErrorText } from "#shared/error-text.ts";
import { ERROR_STATUS, type ErrorBody, type ErrorCode, errorBody } from "#shared/errors.ts";
import { validationText } from "#shared/validation-text.ts";
import { translateText } from "./messages.ts";
import { requestLanguage } from "./request-language.ts";

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /**
   * The message as the errors catalogue words it (src/locales/<language>/errors.json: its id and
   * the values of its arguments), so the error handler answers it in the request's language
   * (docs/architecture.md "Languages"); `message` says the same in English, as the logs show it.
   * Without it the answer is `message`, in English.
   */
  readonly text: ErrorText | undefined;

  /**
   * The status is always the code's (ERROR_STATUS): a code answers with one status everywhere.
   * `text` is `message`'s id and values in the errors catalogue, e.g.
   * `new AppError("INVALID_CREDENTIALS", "Invalid email or password.", { id: "errors.auth.invalidCredentials" })`.
   */
  constructor(code: ErrorCode, message: string, text?: ErrorText) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.text = text;
  }

  /** The error of a refusal the shared rules word (a booking or check-in violation), with its text. */
  static from(refusal: { code: ErrorCode; message: string; text?: ErrorText }): AppError {
    return new AppError(refusal.code, refusal.message, refusal.text);
  }
}

/** What `notFound` can name, with its message's id in the errors catalogue. */
const NOT_FOUND = {
  "Abuse report": "errors.notFound.abuseReport",
  Booking: "errors.notFound.booking",
  "Calendar feed": "errors.notFound.calendarFeed",
  Invitation: "errors.notFound.invitation",
  Member: "errors.notFound.member",
  Notification: "errors.notFound.notification",
  Floor: "errors.notFound.floor",
  "Floor plan": "errors.notFound.floorPlan",
  Group: "errors.notFound.group",
  Neighbourhood: "errors.notFound.neighbourhood",
  Office: "errors.notFound.office",
  Series: "errors.notFound.series",
  Site: "errors.notFound.site",
  Team: "errors.notFound.team",
  Template: "errors.notFound.template",
  User: "errors.notFound.user",
} as const satisfies Record<string, ErrorText["id"]>;

export const notFound = (what: keyof typeof NOT_FOUND) =>
  new AppError("NOT_FOUND", `${what} not found.`, { id: NOT_FOUND[what] });
export const forbidden = (message: string, text?: ErrorText) => new AppError("FORBIDDEN", message, text);
export const unauthenticated = () =>
  new AppError("UNAUTHENTICATED", "You are not signed in. Sign in to continue.", { id: "errors.auth.unauthenticated" });

/**
 * Answers `{ code, message }` with the code's status, or `status` (framework 4xx passthrough). The
 * message is worded in the request's language (requestLanguage: the `officely_lang` cookie, else
 * Accept-Language, else English) when `text` gives it in the errors catalogue, as are the codes'
 * default messages and the 500's; any other `message` is answered as it is.
 */
export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message?: string,
  { status, text }: { status?: number; text?: ErrorText } = {},
): FastifyReply {
  let body: ErrorBody;
  try {
    const language = requestLanguage(reply.request);
    // A refusal that repeats a shared schema's message (a time zone, business hours) is worded as
    // the validation catalogue has it.
    const worded = text ?? (message ? validationText(message) : undefined);
    body = errorBody(code, message, worded, (of) => translateText(language, of));
  } catch (error) {
    reply.log.error({ err: error }, "error message not translated");
    body = errorBody(code, message);
  }
  return reply.status(status ?? ERROR_STATUS[code]).send(body);
}

/**
 * PostgreSQL error of a given SQLSTATE (e.g. 23505 unique, 23P01 exclusion), through driver wrappers;
 * of the named `constraint` when given.
 */
export function isPgError(error: unknown, sqlState: string, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, constraint: named } = current as { code?: unknown; constraint?: unknown };
    if (code === sqlState) return constraint === undefined || named === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
