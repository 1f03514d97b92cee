/**
 * Prerenders the public landing page (issue 14 "First load"): after `vite build`, renders
 * src/web/features/landing/components/landing-page.tsx to HTML through Vite's SSR loader (same
 * aliases and plugins as the app) and writes dist/web/landing.html with the app's stylesheet and no
 * JavaScript at all (the page is light only, so no theme script either), plus its .br and .gz. The
 * server sends it for `/` to visitors without a session cookie (registerWebApp in src/server/app.ts);
 * its links are plain <a href> into the app (/auth), which loads the SPA.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { createServer } from "vite";

const WEB_DIR = "dist/web";
const LANDING = "/features/landing/components/landing-page.tsx";

const vite = await createServer({
  configFile: "vite.config.ts",
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
  logLevel: "error",
});
try {
  const { LandingPage } = (await vite.ssrLoadModule(LANDING)) as { LandingPage: () => React.ReactElement };
  const body = renderToString(createElement(MemoryRouter, null, createElement(LandingPage)));
  const index = readFileSync(join(WEB_DIR, "index.html"), "utf8");
  const stylesheets = index.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  if (stylesheets.length === 0) throw new Error("dist/web/index.html links no stylesheet: run vite build first");
  const head = index
    .slice(index.indexOf("<head>") + "<head>".length, index.indexOf("</head>"))
    // No app code on the landing page: drop the entry, the theme boot script (the page is light
    // only), the pages' chunk list and the preloads; keep meta, title and CSS.
    .replace(/\s*<script\b[^>]*>[^<]*<\/script>/g, "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
  const html = `<!doctype html>
<html lang="en">
  <head>${head}</head>
  <body>
    <div id="root">${body}</div>
  </body>
</html>
`;
  writeFileSync(join(WEB_DIR, "landing.html"), html);
  writeFileSync(join(WEB_DIR, "landing.html.br"), brotliCompressSync(html));
  writeFileSync(join(WEB_DIR, "landing.html.gz"), gzipSync(html, { level: 9 }));
  console.log(`landing.html: ${html.length} bytes, ${gzipSync(html).length} gzip, no JavaScript`);
} finally {
  await vite.close();
}
