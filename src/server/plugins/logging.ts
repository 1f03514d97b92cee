/**
 * Logger options: bodies are never logged (so passwords never reach the logs), cookies and
 * authorization headers are redacted, and request URLs lose their secrets: the invitation code path
 * segment and `invite`/`code`/`token` query values.
 */
import type { FastifyServerOptions } from "fastify";

const SECRET_QUERY_KEYS = new Set(["invite", "code", "token"]);

/** A URL fit for the logs: `/api/auth/validate-invite/<code>` and secret query values redacted. */
export function redactUrl(url: string): string {
  const [path = "", query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(/(\/validate-invite\/)[^/?#]*/i, "$1[redacted]");
  if (query === undefined) return safePath;
  const safeQuery = query
    .split("&")
    .map((pair) => {
      const key = decodeSafely(pair.split("=")[0] ?? "").toLowerCase();
      return SECRET_QUERY_KEYS.has(key) ? `${pair.split("=")[0]}=[redacted]` : pair;
    })
    .join("&");
  return `${safePath}?${safeQuery}`;
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
      req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
