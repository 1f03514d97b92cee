/**
 * A faster answer to one question Node 24 asks for every file an `import` loads: is this `.js` file
 * an ES module? Node answers it by reading the nearest package.json through `getPackageScopeConfig`,
 * which copies the whole parsed package.json, and so parses its `exports` map again, for each file:
 * drizzle-orm's 179 KB map for each of its 112 files, date-fns's 199 KB map for each of its 45.
 * Importing `drizzle-orm/pglite` took 490-570 ms here, 68-70 ms with this hook; a start with
 * existing data 2.05-2.38 s, 1.50-1.84 s with it and the database opened while modules load (ADR 0024).
 *
 * The hook answers only a relative import of a `.js` file from a file inside `node_modules`, for an
 * `import` (not a `require`), without import attributes, whose target is a regular file in a package
 * whose nearest package.json says `"type": "module"`: the answer is the target's URL and `module`,
 * which is what Node answers (checked for every such import the server makes, in
 * module-resolution.test.ts). Everything else goes to Node's own resolution unchanged.
 */
import { lstatSync, readFileSync } from "node:fs";
import { type ResolveHookSync, registerHooks } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The `type` of the nearest package.json at or above `dir` ("none" when absent), cached by directory. */
const packageTypeByDir = new Map<string, string>();

function packageTypeOf(dir: string): string {
  const known = packageTypeByDir.get(dir);
  if (known !== undefined) return known;
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

function isRelativeJsImport(specifier: string, parentURL: string | undefined, conditions: string[]): boolean {
  return (
    parentURL?.startsWith("file:") === true &&
    parentURL.includes("/node_modules/") &&
    (specifier.startsWith("./") || specifier.startsWith("../")) &&
    specifier.endsWith(".js") &&
    conditions.includes("import")
  );
}

/**
 * The resolve hook (node:module `registerHooks`): `{ url, format: "module" }` for a relative `.js`
 * import inside an ES-module package in node_modules, else Node's own answer (`nextResolve`). Any
 * doubt (a missing file, a symbolic link, an unreadable package.json) goes to Node, whose answer or
 * error is then the one the import gets.
 */
export const resolveModulePackageImport: ResolveHookSync = (specifier, context, nextResolve) => {
  if (
    !isRelativeJsImport(specifier, context.parentURL, context.conditions) ||
    Object.keys(context.importAttributes).length > 0
  ) {
    return nextResolve(specifier, context);
  }
  const url = new URL(specifier, context.parentURL);
  try {
    const path = fileURLToPath(url);
    // Node resolves symbolic links (the real path names the module); a regular file needs none.
    if (lstatSync(path, { throwIfNoEntry: false })?.isFile() && packageTypeOf(dirname(path)) === "module") {
      return { url: url.href, format: "module", shortCircuit: true };
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
