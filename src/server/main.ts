/**
 * Officely's entry point (`npm start`, `node src/server/main.ts`). Before any dependency loads it
 * registers the faster resolution of their imports (lib/module-resolution.ts) and turns on Node's
 * compile cache (V8's code for each module kept on disk, in the system's temporary directory unless
 * NODE_COMPILE_CACHE names one; NODE_DISABLE_COMPILE_CACHE=1 turns it off), then starts the server
 * (start.ts), which writes the cache once it listens. Each worker of WEB_CONCURRENCY runs this file
 * too. Both shorten a start (ADR 0024 has the figures).
 */
import { enableCompileCache } from "node:module";
import { registerModuleResolution } from "./lib/module-resolution.ts";

enableCompileCache();
registerModuleResolution();
await import("./start.ts");
