/**
 * The one application error: a stable `code`, a `message` a person can act on, and an HTTP status.
 * The error handler turns it into `{ code, message }`; anything else becomes a 500 without internals.
 */
import type { ErrorCode } from "../../shared/errors.ts";

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message: string, status: number) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = status;
  }
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found.`, 404);
export const forbidden = (message: string) => new AppError("FORBIDDEN", message, 403);
export const unauthenticated = () =>
  new AppError("UNAUTHENTICATED", "You are not signed in. Sign in to continue.", 401);

/** PostgreSQL error of a given SQLSTATE (e.g. 23505 unique, 23P01 exclusion), through driver wrappers. */
export function isPgError(error: unknown, sqlState: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === sqlState) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
