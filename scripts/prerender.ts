/**
 * Prerenders, after `vite build`, through Vite's SSR loader (same aliases, plugins and
 * VITE_PRODUCT_NAME as the app), both as .br and .gz too (docs/decisions/0018):
 * - the public landing page (src/web/features/landing/components/landing-page.tsx) in each
 *   language, as dist/web/landing.html (English) and landing.<language>.html (landingPageFile in
 *   src/shared/i18n.ts), with the app's stylesheet and no JavaScript at all (the page is light
 *   only, so no theme script either). The server sends it for `/` to visitors without a session
 *   cookie (registerWebApp in src/server/app.ts); its links are plain <a href> into the app (/auth);
 * - the app's loading screen (FullScreenLoader, "Loading your workspace...") into index.html's
 *   #root, so a first load paints it as soon as the HTML and CSS arrive instead of a blank page
 *   until the app's JavaScript has run. It is what the app's first frame shows anyway (the router's
 *   hydrateFallbackElement, the protected layout while the session read runs); React clears the
 *   root on its first render. Its words are there in every language, each shown only when <html
 *   lang> names it: public/theme-boot.js sets that before the first paint from the languages
 *   listed on <html data-boot-languages> (one index.html, so the service worker's copy serves all);
 * and it writes the .br and .gz of the service worker, which vite-plugin-pwa writes after the
 * build's own compression step.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createElement } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { createServer } from "vite";
import { LANGUAGES, landingPageFile } from "../src/shared/i18n.ts";

const WEB_DIR = "dist/web";
const LANDING = "/features/landing/components/landing-page.tsx";
const LOADER = "/components/full-screen-loader.tsx";
const I18N = "/lib/i18n.ts";
const EMPTY_ROOT = '<div id="root"></div>';

/** Writes `html` to dist/web/`name`, with the .br and .gz the server sends (preCompressed). */
function writeCompressed(name: string, html: string): void {
  writeFileSync(join(WEB_DIR, name), html);
  writeFileSync(join(WEB_DIR, `${name}.br`), brotliCompressSync(html));
  writeFileSync(join(WEB_DIR, `${name}.gz`), gzipSync(html, { level: 9 }));
}

const vite = await createServer({
  configFile: "vite.config.ts",
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
  logLevel: "error",
});
try {
  const { LandingPage } = (await vite.ssrLoadModule(LANDING)) as { LandingPage: () => React.ReactElement };
  const { loadCatalogues } = (await vite.ssrLoadModule(I18N)) as typeof import("../src/web/lib/i18n.ts");
  const index = readFileSync(join(WEB_DIR, "index.html"), "utf8");
  const stylesheets = index.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  if (stylesheets.length === 0) throw new Error("dist/web/index.html links no stylesheet: run vite build first");
  const head = index
    .slice(index.indexOf("<head>") + "<head>".length, index.indexOf("</head>"))
    // No app code on the landing page: drop the entry, the theme boot script (the page is light
    // only), the pages' chunk list and the preloads; keep meta, title and CSS.
    .replace(/\s*<script\b[^>]*>[^<]*<\/script>/g, "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
  // One page per language (docs/architecture.md "Languages"): the server sends the reader's.
  for (const language of LANGUAGES) {
    const i18n = setupI18n({ locale: language, messages: { [language]: {} } });
    await loadCatalogues(["landing"], i18n);
    const body = renderToString(
      createElement(I18nProvider, { i18n }, createElement(MemoryRouter, null, createElement(LandingPage))),
    );
    const html = `<!doctype html>
<html lang="${language}">
  <head>${head}</head>
  <body>
    <div id="root">${body}</div>
  </body>
</html>
`;
    const name = landingPageFile(language);
    writeCompressed(name, html);
    console.log(`${name}: ${html.length} bytes, ${gzipSync(html).length} gzip, no JavaScript`);
  }

  const { FullScreenLoader } = (await vite.ssrLoadModule(LOADER)) as {
    FullScreenLoader: (props: { label?: React.ReactNode }) => React.ReactElement;
  };
  // The shell's catalogue in each language, loaded first (a static render cannot wait for it); the
  // app's first render puts the page's own words in its place.
  const labels = [];
  for (const language of LANGUAGES) {
    const words = setupI18n({ locale: language, messages: { [language]: {} } });
    await loadCatalogues(["shell"], words);
    labels.push(
      createElement(
        "span",
        { key: language, lang: language, "data-boot-language": language },
        words._("shell.loading"),
      ),
    );
  }
  const i18n = setupI18n({ locale: "en", messages: { en: {} } });
  await loadCatalogues(["shell"], i18n);
  const loader = renderToStaticMarkup(
    createElement(I18nProvider, { i18n }, createElement(FullScreenLoader, { label: labels })),
  );
  if (!index.includes(EMPTY_ROOT))
    throw new Error(`dist/web/index.html has no empty ${EMPTY_ROOT}: run vite build first`);
  if (!index.includes('<html lang="en">')) throw new Error('dist/web/index.html has no <html lang="en">');
  // Each language's words hide unless <html lang> names that language.
  const hide = LANGUAGES.map((l) => `html:not([lang="${l}"]) [data-boot-language="${l}"]`).join(",");
  const app = index
    .replace('<html lang="en">', `<html lang="en" data-boot-languages="${LANGUAGES.join(" ")}">`)
    .replace("</head>", `<style>${hide}{display:none}</style></head>`)
    .replace(EMPTY_ROOT, `<div id="root">${loader}</div>`);
  writeCompressed("index.html", app);
  console.log(`index.html: the loading screen prerendered, ${loader.length} bytes`);
  // vite-plugin-pwa writes the service worker after the build's compression step, so without this the
  // server would compress it again for each answer.
  writeCompressed("service-worker.js", readFileSync(join(WEB_DIR, "service-worker.js"), "utf8"));
} finally {
  await vite.close();
}
