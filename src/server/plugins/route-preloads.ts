/**
 * `Link` headers for a first load of a page: the page's own
 * chunk and the chunks only it imports, as `rel=modulepreload`, so the browser fetches them while
 * it parses the HTML and runs the app's entry, instead of after the router has asked for them.
 * The build writes each page's files into index.html (scripts/vite-page-chunks.ts); they are read
 * again whenever a rebuild changes the file.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const PAGE_CHUNKS = /<script type="application\/json" id="page-chunks">([^<]*)<\/script>/;

/** Page path → its files (relative to the web directory), from a built index.html; empty when it has none. */
export function pageChunksOf(html: string): Record<string, string[]> {
  const json = PAGE_CHUNKS.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, string[]>) : {};
}

/** Page path → `Link` header value, from a built index.html's page-chunks JSON; empty when it has none. */
export function linkHeaders(html: string): Map<string, string> {
  const links = new Map<string, string>();
  for (const [path, files] of Object.entries(pageChunksOf(html))) {
    if (files.length > 0) links.set(path, files.map((file) => `</${file}>; rel=modulepreload`).join(", "));
  }
  return links;
}

/**
 * Returns a lookup from a request path (`/day`, `/day/`) to its `Link` header value; undefined for
 * other paths and when the build wrote no page chunks (a dev build).
 */
export function routePreloads(webDir: string): (path: string) => string | undefined {
  const file = join(webDir, "index.html");
  let readAt = -1;
  let links = new Map<string, string>();
  return (path) => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (mtime !== readAt) {
      try {
        links = linkHeaders(readFileSync(file, "utf8"));
      } catch {
        links = new Map();
      }
      readAt = mtime;
    }
    return links.get(path.length > 1 ? path.replace(/\/+$/, "") : path);
  };
}
