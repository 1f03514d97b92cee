/**
 * The one application error: a stable `code` and a `message` a person can act on; the HTTP status
 * comes from the code (ERROR_STATUS). The error handler turns it into `{ code, message }`; anything
 * else becomes a 500 without internals.
 */
import type { FastifyReply } from "fastify";
import { ERROR_STATUS, type ErrorCode, errorBody } from "#shared/errors.ts";

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  /** The status is always the code's (ERROR_STATUS): a code answers with one status everywhere. */
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found.`);
export const forbidden = (message: string) => new AppError("FORBIDDEN", message);
export const unauthenticated = () => new AppError("UNAUTHENTICATED", "You are not signed in. Sign in to continue.");

/** Answers `{ code, message }` with the code's status (or `status` for framework 4xx passthrough). */
export function sendError(reply: FastifyReply, code: ErrorCode, message?: string, status?: number): FastifyReply {
  return reply.status(status ?? ERROR_STATUS[code]).send(errorBody(code, message));
}

/** PostgreSQL error of a given SQLSTATE (e.g. 23505 unique, 23P01 exclusion), through driver wrappers. */
export function isPgError(error: unknown, sqlState: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === sqlState) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
