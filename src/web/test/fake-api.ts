/**
 * The network of a component test: a fake `fetch` that answers the API's routes with JSON shaped
 * as src/shared/schemas says. Everything above fetch (api-client, TanStack Query, the components)
 * is the app's own code.
 */
import { vi } from "vitest";

export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/**
 * A route's answer, or a function of the request answering it (maybe later, as a promise): a
 * Response goes out as is, undefined as a 204, anything else as a 200 JSON body.
 */
export type FakeRoute = unknown;

/** A JSON answer with a status, e.g. an error body `{ code, message }` (#shared/errors.ts). */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A promise the test settles itself, to hold an answer while it looks at the pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * Replaces `fetch` for the current test (the setup file restores it). `routes` are keyed
 * "METHOD /path" (the path without its query). A request no route answers gets a 404 and is kept in
 * `unhandled`, so a test can tell it was not expected.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const requests: FakeRequest[] = [];
  const unhandled: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://officely.test");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const request: FakeRequest = { method, path: url.pathname, url, body };
    requests.push(request);
    const key = `${method} ${url.pathname}`;
    if (!(key in routes)) {
      unhandled.push(key);
      return json(404, { code: "NOT_FOUND", message: `The fake API has no ${key}` });
    }
    const route = routes[key];
    const answer = typeof route === "function" ? await (route as (r: FakeRequest) => unknown)(request) : route;
    // A copy, so a fixed answer can be read once per request.
    if (answer instanceof Response) return answer.clone();
    return answer === undefined ? new Response(null, { status: 204 }) : json(200, answer);
  });
  vi.stubGlobal("fetch", fetch);
  return {
    requests,
    unhandled,
    /** The requests sent to "METHOD /path". */
    sent: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}
