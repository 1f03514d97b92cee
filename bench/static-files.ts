/**
 * The built web app's files for `npm run bench`'s static scenario: a page's first load
 * asks the server for about 40 of them, on the same machine as the page's own work when measured.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { pageChunksOf } from "#server/plugins/route-preloads.ts";

/** dist/web, when the web app has been built (`npm run build`); otherwise null. */
export function builtWebDir(): string | null {
  const dir = fileURLToPath(new URL("../dist/web", import.meta.url));
  return existsSync(join(dir, "index.html")) ? dir : null;
}

/**
 * The dashboard's own chunk as a request path ("/assets/dashboard-page-<hash>.js"), from the page
 * list the build writes into index.html (scripts/vite-page-chunks.ts); null without one.
 */
export function dashboardChunkPath(webDir: string): string | null {
  const first = pageChunksOf(readFileSync(join(webDir, "index.html"), "utf8"))["/dashboard"]?.[0];
  return first ? `/${first}` : null;
}
