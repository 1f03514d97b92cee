/**
 * A faster answer to one question Node 24 asks for every file an `import` loads: is this `.js` file
 * an ES module? Node answers it by reading the nearest package.json through `getPackageScopeConfig`,
 * which copies the whole parsed package.json, and so parses its `exports` map again, for each file:
 * drizzle-orm's 179 KB map for each of its 112 files, date-fns's 199 KB map for each of its 45.
 * Importing `drizzle-orm/pglite` took 490-570 ms here, 76-81 ms with this hook (ADR 0024 has the
 * starts' figures).
 *
 * The hook answers only a relative import of a `.js` file from a file inside `node_modules`, for an
 * `import` (not a `require`), without import attributes, whose target is a file in a package whose
 * package.json says `"type": "module"`: the answer is the target's real path as a URL and `module`,
 * which is what Node answers (checked for every such import the server makes, in
 * module-resolution.test.ts). Everything else goes to Node's own resolution unchanged.
 */
import { readFileSync, realpathSync, statSync } from "node:fs";
import { type ResolveHookSync, registerHooks } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * The `type` of the package.json that scopes files in `dir` ("none" when there is none), cached by
 * directory: the nearest one at or above `dir`, not past a `node_modules` directory (as Node's
 * lookup stops there: a file in node_modules without a package.json of its own has no type).
 */
const packageTypeByDir = new Map<string, string>();

function packageTypeOf(dir: string): string {
  const known = packageTypeByDir.get(dir);
  if (known !== undefined) return known;
  if (basename(dir) === "node_modules") return "none";
  let type: string;
  try {
    const { type: declared } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { type?: unknown };
    type = typeof declared === "string" ? declared : "none";
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    const parent = dirname(dir);
    type = parent === dir ? "none" : packageTypeOf(parent);
  }
  packageTypeByDir.set(dir, type);
  return type;
}

/** Whether an import is of the one kind this hook answers (the module comment lists the conditions). */
function isForThisHook(specifier: string, context: Parameters<ResolveHookSync>[1]): boolean {
  const { parentURL, conditions, importAttributes } = context;
  return (
    parentURL?.startsWith("file:") === true &&
    parentURL.includes("/node_modules/") &&
    (specifier.startsWith("./") || specifier.startsWith("../")) &&
    specifier.endsWith(".js") &&
    conditions.includes("import") &&
    !conditions.includes("require") &&
    Object.keys(importAttributes ?? {}).length === 0
  );
}

/**
 * The resolve hook (node:module `registerHooks`): for a relative `.js` import inside an ES-module
 * package in node_modules, `{ url, format: "module" }` with the URL Node makes (the file's real
 * path, then the specifier's query and hash); else Node's own answer (`nextResolve`). Any doubt (a
 * missing file, a directory, an unreadable package.json) goes to Node, whose answer or error is
 * then the one the import gets.
 */
export const resolveModulePackageImport: ResolveHookSync = (specifier, context, nextResolve) => {
  if (!isForThisHook(specifier, context)) return nextResolve(specifier, context);
  try {
    const url = new URL(specifier, context.parentURL);
    const realPath = realpathSync.native(fileURLToPath(url));
    if (statSync(realPath).isFile() && packageTypeOf(dirname(realPath)) === "module") {
      return { url: `${pathToFileURL(realPath).href}${url.search}${url.hash}`, format: "module", shortCircuit: true };
    }
  } catch {
    // Node's resolution below gives its own answer or error for whatever failed here.
  }
  return nextResolve(specifier, context);
};

/** Registers the hook for this process; call before importing the server's modules. */
export function registerModuleResolution(): void {
  registerHooks({ resolve: resolveModulePackageImport });
}
