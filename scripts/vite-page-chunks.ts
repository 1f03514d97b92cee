/**
 * Vite plugin: writes into index.html, as `<script type="application/json" id="page-chunks">`, the
 * JavaScript files each page of src/shared/route-modules.ts loads beyond what index.html already
 * loads (its chunk and the chunks only it imports, transitively). Two readers:
 *   - the server names them in a `Link: rel=modulepreload` header on a first load of that page
 *     (src/server/plugins/route-preloads.ts), so they download with the HTML;
 *   - the prefetcher (src/web/app/prefetch.ts) preloads them without running them, so prefetching
 *     the likely next pages costs the main thread nothing while the current page starts.
 * The JSON is data: the CSP does not run it, and nothing else reads it.
 */
import type { Plugin, Rollup } from "vite";
import { ROUTE_MODULES } from "../src/shared/route-modules.ts";

export const PAGE_CHUNKS_ID = "page-chunks";

/** `chunk`'s file and every file it imports statically, transitively. */
function closure(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const file of chunk.imports) {
    const next = bundle[file];
    if (next?.type === "chunk") closure(bundle, next, seen);
  }
  return seen;
}

/**
 * Page path → files (no leading slash), for the pages of ROUTE_MODULES found in `bundle`; the
 * page's own chunk first (scripts/check-bundle-size.ts looks for its compile hint there).
 */
export function pageChunks(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): Record<string, string[]> {
  const loaded = closure(bundle, entry);
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === "chunk" && c.isDynamicEntry);
  const pages: Record<string, string[]> = {};
  for (const [path, module] of Object.entries(ROUTE_MODULES)) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/web/${module}`));
    if (chunk) pages[path] = [...closure(bundle, chunk)].filter((file) => !loaded.has(file));
  }
  return pages;
}

export function pageChunksPlugin(): Plugin {
  return {
    name: "officely-page-chunks",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return html;
        const json = JSON.stringify(pageChunks(ctx.bundle, ctx.chunk)).replaceAll("<", "\\u003c");
        return {
          html,
          tags: [
            {
              tag: "script",
              attrs: { type: "application/json", id: PAGE_CHUNKS_ID },
              children: json,
              injectTo: "head",
            },
          ],
        };
      },
    },
  };
}
