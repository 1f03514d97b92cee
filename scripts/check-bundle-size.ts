/**
 * The web app's size budget (bench/README.md "Floors"): fails when the built JavaScript grows past
 * it, so growth is a decision, not an accident. Measures gzip (level 9, as vite-plugin-compression2
 * writes the .gz files) of dist/web after `npm run build`:
 *   - the initial set: index.html's entry script plus the chunks it modulepreloads (what a signed-in
 *     page loads before any route chunk);
 *   - every chunk under assets/ on its own;
 *   - the landing pages (landing.html and one per language, served to visitors) load no JavaScript;
 *   - the dashboard's first load: the initial set plus the chunks the server preloads for
 *     /dashboard (src/server/plugins/route-preloads.ts), the signed-in shell with the dashboard,
 *     in KiB and in files (a page's shared modules are rolldown's own small chunks);
 *   - every page of src/shared/route-modules.ts is a page chunk of the build (index.html's
 *     page-chunks, scripts/vite-page-chunks.ts), else the server and the prefetcher would
 *     silently stop preloading it;
 * Prints the figures; exits 1 naming what is over or missing. Raise a budget only with a reason in
 * the commit.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { endWithCode } from "../src/server/lib/process-end.ts";
import { linkHeaders } from "../src/server/plugins/route-preloads.ts";
import { LANGUAGES, landingPageFile } from "../src/shared/i18n.ts";
import { ROUTE_MODULES } from "../src/shared/route-modules.ts";

const WEB = new URL("../dist/web/", import.meta.url).pathname;
const KIB = 1024;
/**
 * Budgets in KiB of gzip; the dashboard's covers the signed-in shell with the dashboard's first load,
 * plus the languages' allowance of 30 KiB: the message library and the dashboard's catalogue of one
 * language (docs/decisions/0026).
 */
const BUDGET = { initial: 150, dashboard: 150 + 30, chunk: 150, dashboardFiles: 30 } as const;

const gzipKib = (file: string) => gzipSync(readFileSync(join(WEB, file)), { level: 9 }).length / KIB;

const html = readFileSync(join(WEB, "index.html"), "utf8");
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
const initialKib = initial.reduce((sum, file) => sum + gzipKib(file), 0);
const chunks = readdirSync(join(WEB, "assets"))
  .filter((f) => f.endsWith(".js"))
  .map((f) => ({ file: `assets/${f}`, kib: gzipKib(`assets/${f}`) }))
  .sort((a, b) => b.kib - a.kib);
const landings = LANGUAGES.map((language) => landingPageFile(language));
const links = linkHeaders(html);
const routeFiles = (path: string) =>
  [...(links.get(path) ?? "").matchAll(/<\/([^>]+\.js)>/g)].map((m) => m[1] as string);
const dashboardRouteFiles = routeFiles("/dashboard");
const dashboardFiles = [...initial, ...dashboardRouteFiles];
const dashboardKib = initialKib + dashboardRouteFiles.reduce((sum, file) => sum + gzipKib(file), 0);

const problems: string[] = [];
if (initial.length === 0) problems.push("index.html names no script: is dist/web a Vite build?");
if (initialKib > BUDGET.initial) {
  problems.push(`initial JavaScript ${initialKib.toFixed(1)} KiB gzip > ${BUDGET.initial} KiB`);
}
for (const chunk of chunks) {
  if (chunk.kib > BUDGET.chunk) problems.push(`${chunk.file} ${chunk.kib.toFixed(1)} KiB gzip > ${BUDGET.chunk} KiB`);
}
for (const landing of landings) {
  const page = readFileSync(join(WEB, landing), "utf8");
  if (/<script\b/i.test(page)) problems.push(`${landing} loads a script; the public landing page has none`);
}
for (const [path, module] of Object.entries(ROUTE_MODULES)) {
  if (!links.has(path)) problems.push(`route-modules.ts: ${path}'s ${module} is not a page chunk of this build`);
}
if (dashboardKib > BUDGET.dashboard) {
  problems.push(`the dashboard's first load ${dashboardKib.toFixed(1)} KiB gzip > ${BUDGET.dashboard} KiB`);
}
if (dashboardFiles.length > BUDGET.dashboardFiles) {
  problems.push(`the dashboard's first load is ${dashboardFiles.length} scripts > ${BUDGET.dashboardFiles}`);
}

console.log(
  `bundle: initial ${initialKib.toFixed(1)} KiB gzip in ${initial.length} files (budget ${BUDGET.initial}); ` +
    `dashboard first load ${dashboardKib.toFixed(1)} KiB in ${dashboardFiles.length} files (budget ${BUDGET.dashboard} KiB, ${BUDGET.dashboardFiles} files); ` +
    `largest chunks: ${chunks
      .slice(0, 3)
      .map((c) => `${c.file.replace("assets/", "")} ${c.kib.toFixed(1)}`)
      .join(", ")} KiB (budget ${BUDGET.chunk} each); ${chunks.length} chunks; landing without JavaScript`,
);
if (problems.length > 0) {
  console.error(`The build misses its budget or checks:\n- ${problems.join("\n- ")}`);
  endWithCode(1);
}
