/**
 * The built web app as the server sends it: hashed assets cached for a year, the HTML never;
 * precompressed brotli or gzip (written by the build, vite.config.ts) sent to browsers that accept
 * it, with Content-Encoding and Vary: Accept-Encoding; the plain file to those that do not; client
 * routes answer the SPA page; a missing asset is a 404, never the page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "#server/test/harness.ts";
import { landingPageFile } from "#shared/i18n.ts";

describe("serving the built web app", () => {
  let t: TestApp;
  let webDir: string;
  const script = `console.log(${JSON.stringify("officely ".repeat(400))});`;
  const page = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body>${"<div></div>".repeat(200)}</body></html>`;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), "officely-web-"));
    mkdirSync(join(webDir, "assets"));
    for (const [name, body] of [
      ["index.html", page],
      ["assets/app-abc123.js", script],
    ] as const) {
      writeFileSync(join(webDir, name), body);
      writeFileSync(join(webDir, `${name}.br`), brotliCompressSync(body));
      writeFileSync(join(webDir, `${name}.gz`), gzipSync(body));
    }
    t = await startTestApp({ config: { webDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

  it("sends brotli to a browser that accepts it, gzip to one that accepts only gzip, plain otherwise", async () => {
    const br = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("caches hashed assets for a year and never the page", async () => {
    expect((await get("/assets/app-abc123.js", "br")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    const home = await get("/", "br");
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe(page);
  });

  it("answers a client route with the page, compressed too, and a missing asset with a 404", async () => {
    const route = await get("/week?date=2026-11-24", "gzip");
    expect(route.statusCode).toBe(200);
    expect(route.headers["cache-control"]).toBe("no-cache");
    expect(gunzipSync(route.rawPayload).toString()).toBe(page);
    const missing = await get("/assets/app-old999.js", "br");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("serves the files the build had at start: one added later is not a route until the next start", async () => {
    writeFileSync(join(webDir, "assets/app-next456.js"), `console.log("next build");`);
    const added = await get("/assets/app-next456.js");
    expect(added.statusCode).toBe(404);
    expect(added.json()).toMatchObject({ code: "NOT_FOUND" });
    rmSync(join(webDir, "assets/app-next456.js"));
  });

  it("serves a file only by its exact name: no empty, dot or encoded-separator segments, nothing outside", async () => {
    expect((await get("/assets/app%2Dabc123.js")).body).toBe(script);
    expect((await get("/assets/app-abc123.js?v=2")).body).toBe(script);
    // A file beside the build, reached only if a path could climb out of it.
    writeFileSync(join(webDir, "..", `${basename(webDir)}-secret.txt`), "secret");
    for (const path of [
      "//index.html",
      "/%2Findex.html",
      "/assets//app-abc123.js",
      "/assets%2Fapp-abc123.js",
      `/..%2F${basename(webDir)}-secret.txt`,
      `/assets/..%2F..%2F${basename(webDir)}-secret.txt`,
      `/assets/%2E%2E%2F..%2F${basename(webDir)}-secret.txt`,
    ]) {
      const answer = await get(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json(), path).toMatchObject({ code: "NOT_FOUND" });
    }
    // A malformed escape is the router's 400 before any file is looked for.
    expect((await get("/assets/%E0%A4%A.js")).statusCode).toBe(400);
    // Without an extension a path is a client route: the app's page, never a file's body.
    for (const path of ["/assets/", "/assets", "//assets", "/assets/%2e", "/assets/app-abc123.js%00"]) {
      expect((await get(path)).body, path).toBe(page);
    }
    rmSync(join(webDir, "..", `${basename(webDir)}-secret.txt`));
  });
});

describe("the prerendered landing page at /", () => {
  let t: TestApp;
  let webDir: string;
  const app = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body>${"<div id=root></div>".repeat(100)}</body></html>`;
  const landing = `<!doctype html><html><body><main><h1>Smart workspace management</h1>${"<p>Book rooms.</p>".repeat(100)}</main></body></html>`;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), "officely-landing-"));
    for (const [name, body] of [
      ["index.html", app],
      ["landing.html", landing],
      ...(["de", "fr", "es"] as const).map(
        (language) => [landingPageFile(language), `${language}: ${landing}`] as const,
      ),
    ] as const) {
      writeFileSync(join(webDir, name), body);
      writeFileSync(join(webDir, `${name}.br`), brotliCompressSync(body));
      writeFileSync(join(webDir, `${name}.gz`), gzipSync(body));
    }
    t = await startTestApp({ config: { webDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("sends the landing page (no app code) to a visitor without a session, compressed and never cached", async () => {
    const visitor = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br" } });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers["content-encoding"]).toBe("br");
    expect(visitor.headers["cache-control"]).toBe("no-cache");
    expect(visitor.headers.vary).toMatch(/cookie/i);
    expect(brotliDecompressSync(visitor.rawPayload).toString()).toBe(landing);
  });

  it("sends the visitor's language: the officely_lang cookie, else Accept-Language, else English", async () => {
    const page = async (headers: Record<string, string>) => {
      const reply = await t.app.inject({ method: "GET", url: "/", headers });
      expect(reply.headers.vary).toMatch(/accept-language/i);
      return reply.body.slice(0, 4);
    };
    expect(await page({ "accept-language": "de-AT,de;q=0.9,en;q=0.5" })).toBe("de: ");
    expect(await page({ "accept-language": "de-DE", cookie: "officely_lang=es" })).toBe("es: ");
    expect(await page({ "accept-language": "ja, fr;q=0.3" })).toBe("fr: ");
    expect(await page({ "accept-language": "ja" })).toBe("<!do");
  });

  it("sends the app to someone with a session cookie, and client routes stay the app", async () => {
    const admin = await t.signupTeam();
    const member = await t.app.inject({ method: "GET", url: "/", headers: { cookie: admin.cookie } });
    expect(member.body).toBe(app);
    const auth = await t.app.inject({ method: "GET", url: "/auth" });
    expect(auth.body).toBe(app);
  });
});

describe("a page's chunks preloaded with the HTML", () => {
  let t: TestApp;
  let webDir: string;
  const withChunks = (pages: Record<string, string[]>) =>
    `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script><script type="application/json" id="page-chunks">${JSON.stringify(pages)}</script></head><body></body></html>`;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), "officely-preload-"));
    writeFileSync(
      join(webDir, "index.html"),
      withChunks({ "/day": ["assets/day-view-page-1.js", "assets/recurrence-2.js"], "/week": ["assets/week-3.js"] }),
    );
    t = await startTestApp({ config: { webDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const linkOf = async (url: string) => (await t.app.inject({ method: "GET", url })).headers.link;

  it("names the page's own files as modulepreload on its path, with or without a slash or a query", async () => {
    const link = "</assets/day-view-page-1.js>; rel=modulepreload, </assets/recurrence-2.js>; rel=modulepreload";
    expect(await linkOf("/day")).toBe(link);
    expect(await linkOf("/day/")).toBe(link);
    expect(await linkOf("/day?date=2026-11-25")).toBe(link);
    expect(await linkOf("/week")).toBe("</assets/week-3.js>; rel=modulepreload");
  });

  it("names nothing for other pages, and follows a rebuild without a restart", async () => {
    expect(await linkOf("/auth")).toBeUndefined();
    expect(await linkOf("/team/offices")).toBeUndefined();
    // A rebuild writes new file names; the next answer names them (mtime moves at least 1 ms on).
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(join(webDir, "index.html"), withChunks({ "/day": ["assets/day-view-page-9.js"] }));
    expect(await linkOf("/day")).toBe("</assets/day-view-page-9.js>; rel=modulepreload");
    expect(await linkOf("/week")).toBeUndefined();
    // A build without the list (the dev server's) names nothing and still serves the page.
    writeFileSync(join(webDir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
    const plain = await t.app.inject({ method: "GET", url: "/day" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.link).toBeUndefined();
  });
});
