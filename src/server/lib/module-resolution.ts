/**
 * Faster answers to two questions Node 24 asks while the server's modules load (ADR 0024):
 *
 * 1. Is this `.js` file an ES module? Node answers it by reading the nearest package.json through
 *    `getPackageScopeConfig`, which copies the whole parsed package.json, and so parses its
 *    `exports` map again, for each file: drizzle-orm's 179 KB map for each of its 112 files,
 *    date-fns's 199 KB map for each of its 45. Importing `drizzle-orm/pglite` took 490-570 ms here,
 *    76-81 ms with this hook. The hook answers a relative import of a `.js` file from a file inside
 *    `node_modules`, for an `import` (not a `require`), without import attributes, whose target is a
 *    file in a package whose package.json says `"type": "module"`: the answer is the target's real
 *    path as a URL and `module`, which is what Node answers.
 * 2. Where does a package's name lead (`drizzle-orm`, `date-fns/addDays`, `#shared/time.ts`)? Node
 *    reads the package's package.json again for each importing file, `exports` map and all: the
 *    server's 64 imports of drizzle-orm cost 228 ms, 3.6 ms each. Node's answer depends only on the
 *    importing file's package scope (its own package.json: self-reference and `imports`), on the
 *    first directory above it that holds `node_modules/<name>`, on the specifier and on the
 *    conditions, so the hook asks Node once for each such combination and gives the same answer to
 *    every later import that has it (for an `import`, without import attributes).
 *
 * Both are checked against Node's own resolution for every import the server makes
 * (module-resolution.test.ts). Everything else goes to Node's resolution unchanged, and so does
 * anything in doubt; an import Node refuses is never remembered, so its error stays Node's.
 *
 * What this takes for granted, as the server runs (main.ts registers the hook before anything
 * loads): the installed packages do not change while the process runs (what each directory holds
 * is read once, as Node keeps each package.json it read); no other resolve hook behind this one
 * answers by the importing file (the rest of the chain, `nextResolve`, is asked once per key: a
 * loader given with --import or --loader that answers differently for two files of one scope would
 * get the first file's answer for the second); and symbolic links are followed, so with
 * --preserve-symlinks the hook is not registered at all.
 */
import { readFileSync, realpathSync, statSync } from "node:fs";
import { isBuiltin, type ResolveFnOutput, type ResolveHookSync, registerHooks } from "node:module";
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
 * The directory of the package.json that scopes files in `dir`, or "" when there is none: the
 * nearest one at or above `dir`, not looked for in a `node_modules` directory itself (Node's
 * `getPackageScopeConfig` stops there). Cached by directory.
 */
const packageScopeByDir = new Map<string, string>();

function packageScopeOf(dir: string): string {
  const known = packageScopeByDir.get(dir);
  if (known !== undefined) return known;
  let scope: string;
  if (basename(dir) === "node_modules") scope = "";
  else if (isFile(join(dir, "package.json"))) scope = dir;
  else scope = dirname(dir) === dir ? "" : packageScopeOf(dirname(dir));
  packageScopeByDir.set(dir, scope);
  return scope;
}

/**
 * The first directory at or above `dir` that holds `node_modules/<name>` as a directory (where
 * Node's lookup of a package name stops), or "" when none does. Cached by directory and name.
 */
const packageHomeByDir = new Map<string, string>();

function packageHomeOf(dir: string, name: string): string {
  const key = `${dir}\0${name}`;
  const known = packageHomeByDir.get(key);
  if (known !== undefined) return known;
  let home: string;
  if (isDirectory(join(dir, "node_modules", name))) home = dir;
  else home = dirname(dir) === dir ? "" : packageHomeOf(dirname(dir), name);
  packageHomeByDir.set(key, home);
  return home;
}

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
}

function isDirectory(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
}

/** `lodash` of `lodash/fp`, `@scope/pkg` of `@scope/pkg/sub`. */
function packageNameOf(specifier: string): string {
  const [first = "", second = ""] = specifier.split("/", 2);
  return first.startsWith("@") ? `${first}/${second}` : first;
}

/**
 * What Node's answer to a package import (`#...`, or a bare name that is not a builtin) depends on,
 * as a key; undefined for any other import, or one this part of the hook leaves to Node.
 */
export function packageImportKey(specifier: string, context: Parameters<ResolveHookSync>[1]): string | undefined {
  const { parentURL, conditions, importAttributes } = context;
  if (!parentURL?.startsWith("file:") || specifier === "" || /^[./]|^[a-z][a-z0-9+.-]*:/i.test(specifier)) {
    return undefined;
  }
  if (!conditions.includes("import") || conditions.includes("require")) return undefined;
  if (Object.keys(importAttributes ?? {}).length > 0) return undefined;
  const parentDir = directoryOf(parentURL);
  const scope = packageScopeOf(parentDir);
  const conditionList = conditions.join(",");
  if (specifier.startsWith("#")) return `#\0${scope}\0${specifier}\0${conditionList}`;
  if (isBuiltin(specifier)) return undefined;
  const name = packageNameOf(specifier);
  return `${packageHomeOf(parentDir, name)}\0${scope}\0${specifier}\0${conditionList}`;
}

/**
 * The directory an import from `parentURL` is resolved in: the file's, or the URL itself when it
 * names a directory (Node passes one for `--import` from the working directory).
 */
function directoryOf(parentURL: string): string {
  const path = fileURLToPath(new URL(".", parentURL));
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Node's answers to package imports, by `packageImportKey`. */
const packageImports = new Map<string, ResolveFnOutput>();

/**
 * The resolve hook (node:module `registerHooks`): for a relative `.js` import inside an ES-module
 * package in node_modules, `{ url, format: "module" }` with the URL Node makes (the file's real
 * path, then the specifier's query and hash); for a package import, Node's answer to an earlier
 * import with the same `packageImportKey`; else Node's own answer (`nextResolve`). Any doubt (a
 * missing file, a directory, an unreadable package.json) goes to Node, whose answer or error is
 * then the one the import gets.
 */
export const resolveModulePackageImport: ResolveHookSync = (specifier, context, nextResolve) => {
  if (!isForThisHook(specifier, context)) return resolvePackageImport(specifier, context, nextResolve);
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

/**
 * A package import (see `packageImportKey`): Node's answer for an earlier import with the same key,
 * else Node's answer now, remembered when it is one (an error is not).
 */
const resolvePackageImport: ResolveHookSync = (specifier, context, nextResolve) => {
  let key: string | undefined;
  try {
    key = packageImportKey(specifier, context);
  } catch {
    // Unreadable directories: Node's resolution decides.
  }
  if (key === undefined) return nextResolve(specifier, context);
  const known = packageImports.get(key);
  if (known) return { url: known.url, format: known.format, shortCircuit: true };
  const answer = nextResolve(specifier, context);
  if (!answer.importAttributes || Object.keys(answer.importAttributes).length === 0) {
    packageImports.set(key, { url: answer.url, format: answer.format });
  }
  return answer;
};

/**
 * Whether Node keeps symbolic links in modules' paths (--preserve-symlinks, on the command line, in
 * NODE_OPTIONS, or NODE_PRESERVE_SYMLINKS=1): the hook's answers are real paths, so it steps aside.
 */
export function preservesSymlinks(execArgv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  const options = [...execArgv, ...(env.NODE_OPTIONS ?? "").split(/\s+/)];
  return options.includes("--preserve-symlinks") || env.NODE_PRESERVE_SYMLINKS === "1";
}

/** Registers the hook for this process; call before importing the server's modules. */
export function registerModuleResolution(): void {
  if (preservesSymlinks(process.execArgv, process.env)) return;
  registerHooks({ resolve: resolveModulePackageImport });
}
