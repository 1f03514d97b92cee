/** Small fetch wrapper for the Officely API (spec section 7 and 8). */

import { i18n } from "./i18n.ts";
import { isOffline, noteApiAnswer } from "./offline-status.ts";

/**
 * What a change attempted without a network says (docs/product.md "Preferences and layouts": writes
 * offline are refused, never queued; the spec has no text for it): a message id of "common".
 */
export const OFFLINE_CHANGE_MESSAGE = "common.error.offline";

/** The spec's words for a request refused because the session expired (a message id of "common"). */
export const SESSION_EXPIRED_MESSAGE = "common.error.sessionExpired";

/** What an error without words of its own says (a message id of "common"). */
const GENERIC_ERROR_MESSAGE = "common.error.generic";

/**
 * One of this module's own texts in the language shown: the browser's `i18n`, whose pages load
 * "common" with their code. Where no language is active (a server render, whose `i18n` is its own
 * and which never sends a change) the id itself.
 */
function say(id: string): string {
  return i18n.locale ? i18n._(id) : id;
}

/** An error answered by the API: `message` is written for a person. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The server's message, to show to people. */
  readonly serverMessage: string;

  constructor(status: number, code: string, serverMessage: string, body: string) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

let onSessionExpired: (() => void) | null = null;

/**
 * What the app does when the session has expired (a 401 on a path without /user or /login, spec
 * section 8): set once at start (app/session-expiry.ts); without one the page reloads at /auth.
 */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

let onTwoFactorRequired: (() => void) | null = null;

/**
 * What the app does when a call answers 403 TWO_FACTOR_REQUIRED (the team began to require a second
 * factor this person lacks, docs/decisions/0029): set once at start (app/session-expiry.ts).
 */
export function setTwoFactorRequiredHandler(handler: () => void): void {
  onTwoFactorRequired = handler;
}

/** Sends one request: the browser's fetch, or a server render's in-process one (entry-server.tsx). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Replaces how requests are sent. Only the server render sets it, once, to a transport that answers
 * each page render's reads with that render's own session and refuses any read outside one.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

function withPrefix(path: string): string {
  if (path.startsWith("/api")) return path;
  return `/api${path.startsWith("/") ? "" : "/"}${path}`;
}

/** Sends a request and returns its JSON body; throws ApiError on a non-OK answer. */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return (await apiRequestWithHeaders<T>(method, path, body)).body;
}

/**
 * Sends a request and returns its JSON body with the response headers (for lists that carry the
 * next page's cursor in a header, e.g. X-Next-Cursor); throws ApiError on a non-OK answer.
 */
export async function apiRequestWithHeaders<T>(
  method: Method,
  path: string,
  body?: unknown,
): Promise<{ body: T; headers: Headers }> {
  const res = await send(method, path, "application/json", body);
  if (res.status === 204) return { body: undefined as T, headers: res.headers };
  const text = await res.text();
  return { body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

/**
 * GETs a non-JSON document (e.g. a CSV export) as a Blob with the response headers, so a caller can
 * save it and still read what the headers say (e.g. X-Truncated); throws ApiError on a non-OK answer.
 */
export async function apiGetFile(path: string, accept: string): Promise<{ blob: Blob; headers: Headers }> {
  const res = await send("GET", path, accept);
  return { blob: await res.blob(), headers: res.headers };
}

/** The ApiError of a change that cannot reach the server (status 0, code OFFLINE). */
function offlineChangeError(): ApiError {
  return new ApiError(0, "OFFLINE", say(OFFLINE_CHANGE_MESSAGE), "offline");
}

/**
 * Sends a request; answers the OK response, else throws ApiError (a 401 also starts the sign-in
 * again). A change is refused at once when the browser is offline, and one whose request fails as the
 * browser goes offline says so the same way (OFFLINE_CHANGE_MESSAGE): nothing is queued to send later.
 */
async function send(method: Method, path: string, accept: string, body?: unknown): Promise<Response> {
  const url = withPrefix(path);
  if (method !== "GET" && isOffline()) throw offlineChangeError();
  const headers: Record<string, string> = { Accept: accept, "Cache-Control": "no-cache" };
  const init: RequestInit = { method, credentials: "include", headers };
  if (body instanceof Blob) {
    // A file (a floor plan) goes as itself, its type as the body's.
    headers["Content-Type"] = body.type;
    init.body = body;
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await transport(url, init);
  } catch (error) {
    if (method !== "GET" && isOffline()) throw offlineChangeError();
    throw error;
  }
  if (res.ok) {
    noteApiAnswer(res.headers);
    return res;
  }
  const text = await res.text().catch(() => "");
  let code = "UNKNOWN";
  let message = text || res.statusText;
  try {
    const parsed = JSON.parse(text) as { code?: unknown; message?: unknown; error?: unknown };
    if (typeof parsed.code === "string") code = parsed.code;
    if (typeof parsed.message === "string") message = parsed.message;
    else if (typeof parsed.error === "string") message = parsed.error;
  } catch {
    // body is not JSON; keep the raw text
  }
  if (res.status === 401 && !url.includes("/user") && !url.includes("/login")) {
    if (typeof window !== "undefined" && window.location.pathname !== "/auth") {
      if (onSessionExpired) onSessionExpired();
      else window.location.assign("/auth");
    }
    throw new ApiError(401, code, say(SESSION_EXPIRED_MESSAGE), text || res.statusText);
  }
  if (res.status === 403 && code === "TWO_FACTOR_REQUIRED") onTwoFactorRequired?.();
  throw new ApiError(res.status, code, message, text || res.statusText);
}

/** GET helper. */
export function apiGet<T>(path: string): Promise<T> {
  return apiRequest<T>("GET", path);
}

/**
 * The person-readable text of any thrown error; `fallback` (in the reader's language; "Something
 * went wrong" by default) when it has none.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.serverMessage || (fallback ?? say(GENERIC_ERROR_MESSAGE));
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? say(GENERIC_ERROR_MESSAGE);
}
