/**
 * Vite plugin: marks the JavaScript a first load runs for eager compilation, with V8's explicit
 * compile hint (`//# allFunctionsCalledOnLoad` as a file's first line; Chrome 136+, ADR 0025).
 *
 * V8 compiles a function when it is first called, on the main thread, unless the file says its
 * functions run on load; then it compiles them all on a background thread while the file
 * downloads. The signed-in dashboard's load compiled about 1,100 functions on the main thread
 * (133.5 ms in a trace, most of them React's, the router's and the query client's, in the entry);
 * with the hint on the entry and the page, about 140. Other browsers read a comment.
 *
 * Runs last in generateBundle: after minification (which drops comments) and after Vite's preload
 * helper (`const __vite__mapDeps=...`, which Vite puts first in a chunk). vite-plugin-compression2
 * has written the .br and .gz files by then, so a hinted chunk's are written again, at the levels
 * it uses (brotli 11, gzip 9). A source map gets an empty first line.
 */
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Plugin, Rollup } from "vite";
import { SHARED_CHUNK } from "./vite-dashboard-shared-chunk.ts";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The chunks whose functions a first load runs: index.html's entry (React, the router, the query
 * client, the shell: every page's first load), each page's own module (`*-page.tsx`, loaded by its
 * route and rendered at once) and the dashboard's shared code (`dashboard-shared`,
 * scripts/vite-dashboard-shared-chunk.ts: the signed-in landing page's cards, queries and icons).
 * Not the libraries pages load beside them (zod's schemas, rrule, Radix's dialog): only part of
 * those runs on a load, and compiling the rest would cost memory.
 */
function isRunOnLoad(chunk: Rollup.OutputChunk): boolean {
  return (
    chunk.isEntry ||
    chunk.name === SHARED_CHUNK ||
    (chunk.isDynamicEntry && /-page\.tsx$/.test(chunk.facadeModuleId ?? ""))
  );
}

const COMPRESSED = [
  { suffix: ".br", compress: (code: string) => brotliCompressSync(code) },
  { suffix: ".gz", compress: (code: string) => gzipSync(code, { level: 9 }) },
];

/** Prepends the hint to `chunk`, shifts its source map a line down and compresses it again. */
function hint(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle): void {
  if (chunk.code.startsWith(COMPILE_HINT)) return;
  chunk.code = COMPILE_HINT + chunk.code;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  // The build has emitted the .map file by now (`vite build --sourcemap`); it moves down too.
  const mapFile = bundle[`${chunk.fileName}.map`];
  if (mapFile?.type === "asset") {
    const map = JSON.parse(Buffer.from(mapFile.source).toString("utf8")) as { mappings: string };
    map.mappings = `;${map.mappings}`;
    mapFile.source = JSON.stringify(map);
  }
  for (const { suffix, compress } of COMPRESSED) {
    const file = bundle[chunk.fileName + suffix];
    if (file?.type === "asset") file.source = compress(chunk.code);
  }
}

/** The plugin: the hint on every chunk `isRunOnLoad` names. */
export function compileHintsPlugin(): Plugin {
  return {
    name: "officely-compile-hints",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk" && isRunOnLoad(output)) hint(output, bundle);
        }
      },
    },
  };
}
