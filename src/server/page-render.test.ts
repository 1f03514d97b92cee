/**
 * The server render of a signed-in first load (plugins/page-render.ts, docs/decisions/0018), with a
 * stand-in for the built render (dist/ssr/entry-server.js): it reads through the transport the
 * server gives it, as the real one does. What is checked is the server's side: who gets a render,
 * what the page carries, that a render only reads and only as the person asking, and that every
 * failure sends the plain app.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { assemblePage, RENDER_DEADLINE_MS, scriptJson } from "#server/plugins/page-render.ts";
import { startTestApp, type TestApp } from "#server/test/harness.ts";
import { RENDER_HINT_COOKIES } from "#shared/render-hints.ts";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Officely</title>
    <script src="/theme-boot.js"></script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"><div class="loader">Loading your workspace...</div></div>
  </body>
</html>
`;

/**
 * The stand-in render. /dashboard renders the session's user (read through the transport); the
 * query string picks a misbehaviour: `?fail` throws, `?slow` outlasts the deadline, `?write` tries
 * a POST, `?empty` renders nothing; `?long` adds a list of 60 rooms (a page past 1 KiB). It echoes
 * the hints it was given.
 */
const ENTRY = `
export const SERVER_RENDERED_PATHS = ["/dashboard"];
export async function renderPage({ url, transport, hints, signal }) {
  const { searchParams } = new URL(url);
  if (searchParams.has("fail")) throw new Error("render failed");
  if (searchParams.has("slow")) {
    await new Promise((resolve) => setTimeout(resolve, ${RENDER_DEADLINE_MS} + 300));
    // Given up on by now: a read is refused, and the render is told so.
    globalThis.slowRender = { aborted: signal.aborted };
    try {
      await transport("/api/user/session", { method: "GET" });
      globalThis.slowRender.read = "read went through";
    } catch (error) {
      globalThis.slowRender.read = error.message;
    }
  }
  if (searchParams.has("empty")) return null;
  let wrote = "no write tried";
  if (searchParams.has("write")) {
    try {
      await transport("/api/offices", { method: "POST", body: JSON.stringify({ name: "Sneaky", capacity: 2 }) });
      wrote = "write went through";
    } catch (error) {
      wrote = error.message;
    }
  }
  const res = await transport("/api/user/session", { method: "GET" });
  const { user } = await res.json();
  if (!user) return null;
  const rooms = searchParams.has("long")
    ? "<ul>" + Array.from({ length: 60 }, (_, i) => "<li>Room " + i + "</li>").join("") + "</ul>"
    : "";
  return {
    html: "<main><h1>Welcome back, " + user.name.replace(/</g, "&lt;") + "</h1><p>" + wrote + "</p><p>" + JSON.stringify(hints) + "</p>" + rooms + "</main>",
    title: "Home · Officely",
    state: { path: "/dashboard", name: user.name, note: "</script><!-- \\u2028" },
  };
}
`;

describe("the server render of a signed-in first load", () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "officely-ssr-"));
    mkdirSync(join(dir, "web"));
    mkdirSync(join(dir, "ssr"));
    writeFileSync(join(dir, "web", "index.html"), INDEX);
    writeFileSync(join(dir, "ssr", "entry-server.js"), ENTRY);
    t = await startTestApp({ config: { webDir: join(dir, "web"), ssrDir: join(dir, "ssr") } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("sends the page with the person's own data, never to be cached, code started after the paint", async () => {
    const ada = await t.signupTeam({ name: "Ada <Admin>" });
    const res = await get("/dashboard", { cookie: ada.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers.link).toBeUndefined();
    const html = res.body;
    expect(html).toContain('<div id="root"><main><h1>Welcome back, Ada &lt;Admin></h1>');
    expect(html).not.toContain("Loading your workspace");
    expect(html).toContain("<title>Home · Officely</title>");
    // The app's code is named for app-start.js, not loaded by the head before the paint.
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script type="application/json" id="app-start">{"entry":"/assets/index-abc123.js"}</script>',
    );
    expect(html).toContain('<script src="/app-start.js" defer></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    // The state closes no element and opens no comment, whatever the data says.
    const state = /<script type="application\/json" id="server-render-state">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(state?.[1] ?? "null")).toEqual({
      path: "/dashboard",
      name: "Ada <Admin>",
      note: "</script><!-- \u2028",
    });
  });

  it("compresses the page for a browser that accepts it, brotli before gzip, and a page under 1 KiB not at all", async () => {
    const ada = await t.signupTeam({ name: "Ada Brotli" });
    const brotli = await get("/dashboard?long", { cookie: ada.cookie, "accept-encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("Cookie, Accept-Language, accept-encoding");
    const html = brotliDecompressSync(brotli.rawPayload).toString();
    expect(html).toContain("Welcome back, Ada Brotli");
    expect(html).toContain("<li>Room 59</li>");
    expect(brotli.rawPayload.length).toBeLessThan(Buffer.byteLength(html) / 2);

    const gzipped = await get("/dashboard?long", { cookie: ada.cookie, "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain("<li>Room 59</li>");

    const plain = await get("/dashboard?long", { cookie: ada.cookie });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<li>Room 59</li>");

    const small = await get("/dashboard", { cookie: ada.cookie, "accept-encoding": "gzip, br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body).toContain("Welcome back, Ada Brotli");
  });

  it("renders each person's page from their own session, also when two render at once", async () => {
    const [ada, bea] = await Promise.all([t.signupTeam({ name: "Ada One" }), t.signupTeam({ name: "Bea Two" })]);
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, i) => get("/dashboard", { cookie: (i % 2 ? bea : ada).cookie })),
    );
    pages.forEach((page, i) => {
      expect(page.body).toContain(i % 2 ? "Welcome back, Bea Two" : "Welcome back, Ada One");
      expect(page.body).not.toContain(i % 2 ? "Ada One" : "Bea Two");
    });
  });

  it("only reads: a render that tries a change is refused, and nothing changes", async () => {
    const ada = await t.signupTeam({ name: "Ada Reader" });
    const res = await get("/dashboard?write", { cookie: ada.cookie });
    expect(res.body).toContain("a server render only reads; it tried POST /api/offices");
    const offices = await t.request<unknown[]>("GET", "/api/offices", { cookie: ada.cookie });
    expect(offices.body).toEqual([]);
  });

  it("sends the plain app to nobody signed in, for other pages, and for a render with nothing to show", async () => {
    const ada = await t.signupTeam({ name: "Ada Plain" });
    const visitor = await get("/dashboard");
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers["cache-control"]).toBe("no-cache");
    expect(visitor.body).toBe(INDEX);
    for (const [url, cookie] of [
      // The session cookie (officely.session_token on http), with a value no session has.
      ["/dashboard", "officely.session_token=forged.token"],
      ["/week", ada.cookie],
      ["/dashboard?empty", ada.cookie],
    ] as const) {
      const res = await get(url, { cookie });
      expect(res.statusCode, url).toBe(200);
      // With a session cookie the answer may carry a renewed one: this browser's alone.
      expect(res.headers["cache-control"], url).toBe("private, no-cache");
      expect(res.headers.vary, url).toMatch(/cookie/i);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it("sends the plain app when the render fails or is too slow", async () => {
    const ada = await t.signupTeam({ name: "Ada Fallback" });
    const failed = await get("/dashboard?fail", { cookie: ada.cookie });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(INDEX);
    const slow = await get("/dashboard?slow", { cookie: ada.cookie });
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toBe(INDEX);
    // The render given up on stops: told so, and its reads refused.
    const state = globalThis as { slowRender?: { aborted: boolean; read?: string } };
    await vi.waitFor(() => expect(state.slowRender?.read).toBeDefined(), { timeout: 2_000 });
    expect(state.slowRender).toEqual({ aborted: true, read: `server render past ${RENDER_DEADLINE_MS} ms` });
  });

  it("lays the page out for the browser's own hints: its language, a phone, its zone, the sidebar", async () => {
    const ada = await t.signupTeam({ name: "Ada Hints" });
    const phone = await get("/dashboard", {
      cookie: `${ada.cookie}; ${RENDER_HINT_COOKIES.timeZone}=Asia%2FTokyo; ${RENDER_HINT_COOKIES.sidebarCollapsed}=1`,
      "user-agent": "Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36",
      "accept-language": "it-IT, fr;q=0.8, de;q=0.9",
    });
    expect(phone.body).toContain(
      JSON.stringify({ language: "de", viewport: "phone", sidebarCollapsed: true, timeZone: "Asia/Tokyo" }),
    );
    expect(phone.body).toMatch(/^<!doctype html>\s*<html lang="de">/i);
    expect(phone.headers.vary).toContain("Accept-Language");
    const desk = await get("/dashboard", {
      cookie: `${ada.cookie}; ${RENDER_HINT_COOKIES.timeZone}=Not%2FAZone`,
      "user-agent": "Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36",
      "sec-ch-ua-mobile": "?0",
    });
    expect(desk.body).toContain(
      JSON.stringify({ language: "en", viewport: "desktop", sidebarCollapsed: false, timeZone: null }),
    );
    expect(desk.body).toMatch(/<html lang="en">/);
  });

  it("renders in the language the person chose over the browser's, and never in one it does not speak", async () => {
    const ada = await t.signupTeam({ name: "Ada Languages" });
    const chosen = await get("/dashboard", {
      cookie: `${ada.cookie}; ${RENDER_HINT_COOKIES.language}=es`,
      "accept-language": "de-DE",
    });
    expect(chosen.body).toContain('"language":"es"');
    expect(chosen.body).toMatch(/<html lang="es">/);
    const unknown = await get("/dashboard", {
      cookie: `${ada.cookie}; ${RENDER_HINT_COOKIES.language}=%22%3E%3Cscript%3E`,
      "accept-language": "pt-BR, it",
    });
    expect(unknown.body).toContain('"language":"en"');
    expect(unknown.body).toMatch(/<html lang="en">/);
  });
});

describe("assembling the page", () => {
  it("puts a title in as it is, whatever it says", () => {
    const html = assemblePage(
      '<html><head><title>Officely</title><script type="module" src="/a.js"></script></head><body><div id="root"></div></body></html>',
      { html: "<p>x</p>", title: "Rosa's $' & $& <b>", state: {} },
    );
    expect(html).toContain("<title>Rosa's $' &amp; $&amp; &lt;b&gt;</title>");
  });

  it("escapes what would end the state's script element", () => {
    expect(scriptJson({ a: "</script><!--\u2028\u2029" })).toBe('{"a":"\\u003c/script>\\u003c!--\\u2028\\u2029"}');
  });

  it("refuses an index.html without a root or an entry script", () => {
    const render = { html: "<p>x</p>", title: "T", state: {} };
    expect(() => assemblePage("<html><body></body></html>", render)).toThrow(/#root/);
    expect(() => assemblePage('<html><body><div id="root"></div></body></html>', render)).toThrow(/entry/);
  });
});
