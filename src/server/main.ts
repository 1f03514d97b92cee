/**
 * Officely's entry point (`npm start`, `node src/server/main.ts`). Before any dependency loads it
 * turns on Node's compile cache (V8's code for each module kept on disk, in the system's temporary
 * directory unless NODE_COMPILE_CACHE names one; NODE_DISABLE_COMPILE_CACHE=1 turns it off), then
 * starts the server (start.ts), which writes the cache once it listens. Each worker of
 * WEB_CONCURRENCY runs this file too (docs/decisions/0024).
 */
import { enableCompileCache } from "node:module";

enableCompileCache();
await import("./start.ts");
