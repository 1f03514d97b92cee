/**
 * Logger options: bodies are never logged (so passwords never reach the logs), cookies and
 * authorization headers are redacted, and request URLs lose their secrets: the path parameters a
 * route declares secret (`secretParams`: a calendar feed's token, an office's check-in code, an
 * invitation code), everything past the second part of a path no route matched, and
 * `invite`/`code`/`token` query values.
 */
import type { FastifyServerOptions } from "fastify";

const SECRET_QUERY_KEYS = new Set(["invite", "code", "token"]);
const REDACTED = "[redacted]";

/** The parts of a request the `req` serializer reads (a Fastify request, or a raw one before routing). */
interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  params?: unknown;
  routeOptions?: { url?: string; config?: { secretParams?: readonly string[] } };
}

/** `query` with the values of secret keys redacted. */
function redactQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const key = decodeSafely(pair.split("=")[0] ?? "").toLowerCase();
      return SECRET_QUERY_KEYS.has(key) ? `${pair.split("=")[0]}=${REDACTED}` : pair;
    })
    .join("&");
}

/**
 * A URL fit for the logs. With a matched route that declares secret parameters, the route's pattern
 * filled with the request's parameters, the secret ones redacted: however the client spelled the
 * path (percent-encoded or not), the value never reaches the log. A path no route of ours matched
 * keeps its first two parts only. Secret query values are redacted.
 */
export function redactUrl(url: string, route?: LoggedRequest["routeOptions"], params?: unknown): string {
  const [path = "", query] = url.split(/\?(.*)/s, 2);
  const secret = route?.config?.secretParams ?? [];
  let safePath = path;
  if (!route?.url || route.url.endsWith("*")) {
    // No route of ours names this path's parts (a 404, a malformed URL, the web app's catch-all):
    // any part past the second may be a secret a client sent to the wrong address.
    const parts = path.split("/").filter(Boolean);
    safePath = `/${parts.slice(0, 2).join("/")}${parts.length > 2 ? `/${REDACTED}` : ""}`;
  } else if (secret.length > 0) {
    const values = (params ?? {}) as Record<string, unknown>;
    safePath = route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
      secret.includes(name) ? REDACTED : encodeURIComponent(String(values[name] ?? "")),
    );
  }
  return query === undefined ? safePath : `${safePath}?${redactQuery(query)}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions["logger"] {
  return {
    level,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url, request.routeOptions, request.params),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
