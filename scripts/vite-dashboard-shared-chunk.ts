/**
 * The dashboard's shared code in one chunk (issue 14, first load). The dashboard is where every
 * signed-in visit lands, and left to itself the bundler split the modules it shares with other pages
 * by which pages share each one: 22 files beside its own, most under 1 KiB gzip (office-keys 114 B,
 * series-keys 144 B), each a request the server answers and the browser fetches, instantiates and
 * links. This plugin names those modules for one `codeSplitting` group, `dashboard-shared`: the
 * app's own modules the dashboard's page imports statically, directly or through others of its own,
 * that something else loaded lazily (another page, the tooltips' code) imports too. The dashboard's
 * own modules stay in its page chunk; what the entry holds stays there (its group comes first); the
 * library code the named modules need joins them (the group's includeDependenciesRecursively).
 *
 * Only the app's own modules (src/ of this checkout) are named, and the walk does not go through a
 * library: an index that re-exports a library's modules (lucide-react's icons, radix-ui's
 * primitives) links the dashboard to every one of them, used or not, and named they would move into
 * its chunk. So the icons it shares stay in chunks of their own (two, of some 250 B each).
 *
 * Another page that uses one of the named modules loads the whole chunk, some 8 KiB gzip, once;
 * after the dashboard it is cached. The figures are in bench/README.md ("Twenty-sixth session").
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { ROUTE_MODULES } from "../src/shared/route-modules.ts";

/** The chunk's name (its file is assets/dashboard-shared-<hash>.js). */
export const SHARED_CHUNK = "dashboard-shared";

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** The app's own source folder: only its modules are named (see the module comment). */
const SOURCE_DIR = fileURLToPath(new URL("../src/", import.meta.url));

/**
 * The app's own modules that `root` imports statically, directly or through others of the app's own
 * (without `root` itself). The walk does not go through a library: a library's index that
 * re-exports others (lucide-react's, radix-ui's) would link `root` to every module it re-exports.
 */
function ownStaticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const dep of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(dep) || !dep.startsWith(SOURCE_DIR)) continue;
      seen.add(dep);
      pending.push(dep);
    }
  }
  return seen;
}

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
    buildStart() {
      modules.clear();
    },
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const ids = [...graph.getModuleIds()];
      const page = ids.find((id) => id.endsWith(pageFile));
      if (!page) return;
      const otherPages = new Set(ids.flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      otherPages.delete(page);
      const theirs = new Set([...otherPages].flatMap((id) => [...ownStaticClosure(graph, id)]));
      for (const id of ownStaticClosure(graph, page)) if (theirs.has(id)) modules.add(id);
    },
  };
  return { plugin, group: { name: SHARED_CHUNK, test: (id) => modules.has(id) } };
}
