/**
 * Run as its own process by lib/module-resolution.test.ts: registers the server's resolve hook
 * wrapped in a check that asks Node's own resolution for every import the hook answers itself, then
 * imports the server's modules (app.ts, the database client) as a start does. Prints one JSON line:
 * `{ answered, passedOn, mismatches }`, each mismatch `{ specifier, parentURL, ours, node }`.
 */
import { registerHooks } from "node:module";
import { resolveModulePackageImport } from "#server/lib/module-resolution.ts";

let answered = 0;
let passedOn = 0;
const mismatches: { specifier: string; parentURL?: string; ours: string; node: string }[] = [];

registerHooks({
  resolve(specifier, context, nextResolve) {
    let wasPassedOn = false;
    const ours = resolveModulePackageImport(specifier, context, (...args) => {
      wasPassedOn = true;
      return nextResolve(...args);
    });
    if (wasPassedOn) {
      passedOn++;
      return ours;
    }
    answered++;
    const node = nextResolve(specifier, context);
    if (node.url !== ours.url || node.format !== ours.format) {
      mismatches.push({
        specifier,
        parentURL: context.parentURL,
        ours: `${ours.url} (${ours.format})`,
        node: `${node.url} (${node.format})`,
      });
    }
    return ours;
  },
});

await import("#server/app.ts");
await import("#db/client.ts");
console.log(JSON.stringify({ answered, passedOn, mismatches }));
