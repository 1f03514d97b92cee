/**
 * The dashboard's shared code in one chunk (issue 14, first load). The dashboard is where every
 * signed-in visit lands, and left to itself the bundler split the modules it shares with other pages
 * by which pages share each one: 22 files beside its own, most under 1 KiB gzip (office-keys 114 B,
 * series-keys 144 B, three icons of some 200 B), each a request the server answers and the browser
 * fetches, instantiates and links. This plugin names those modules for one `codeSplitting` group,
 * `dashboard-shared`: the modules the dashboard's page imports statically, directly or not, that something else
 * loaded lazily (another page, the tooltips' code) imports too; the dashboard's own modules stay in its page chunk, and what the entry already
 * holds stays there (its group comes first).
 *
 * Only the app's own modules (src/) and lucide's icons are named: one module each, no barrels. A
 * library's index that re-exports others (radix-ui's) links the dashboard to modules it never uses,
 * which the bundle drops from its load; named, they would move into its chunk. The library code the
 * named modules need joins them (the group's includeDependenciesRecursively, on by default).
 *
 * Another page that uses one of them loads the whole chunk, some 12 KiB gzip, once; after the
 * dashboard it is cached. The figures are in bench/README.md ("Twenty-sixth session").
 */
import type { Plugin } from "vite";
import { ROUTE_MODULES } from "../src/shared/route-modules.ts";

/** The chunk's name (its file is assets/dashboard-shared-<hash>.js). */
export const SHARED_CHUNK = "dashboard-shared";

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** `root`'s static imports, transitively (without `root` itself). */
function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const dep of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      pending.push(dep);
    }
  }
  return seen;
}

const isNamed = (id: string) => id.includes("/src/") || id.includes("/node_modules/lucide-react/");

/**
 * The plugin (it reads the module graph once the build has it) and the group for
 * `build.rollupOptions.output.codeSplitting.groups`, which asks the plugin's answer.
 */
export function dashboardSharedChunk(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
  const modules = new Set<string>();
  const pageFile = `/src/web/${ROUTE_MODULES["/dashboard"]}`;
  const plugin: Plugin = {
    name: "officely-dashboard-shared-chunk",
    apply: "build",
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const ids = [...graph.getModuleIds()];
      const page = ids.find((id) => id.endsWith(pageFile));
      if (!page) return;
      const otherPages = new Set(ids.flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      otherPages.delete(page);
      const theirs = [...otherPages].map((id) => staticClosure(graph, id));
      for (const id of staticClosure(graph, page)) {
        if (isNamed(id) && theirs.some((closure) => closure.has(id))) modules.add(id);
      }
    },
  };
  return { plugin, group: { name: SHARED_CHUNK, test: (id) => modules.has(id) } };
}
