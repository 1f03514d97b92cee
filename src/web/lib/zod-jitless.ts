/**
 * Zod without compiled parsers in the browser. Zod 4 compiles object parsers with `new Function`,
 * and first probes whether it may; our CSP (script-src without 'unsafe-eval', plugins/security-headers.ts)
 * refuses that probe, which Chromium reports as a Content Security Policy issue (Lighthouse best
 * practices: "inspector-issues"). The interpreted parsers give the same results.
 *
 * Imported first by main.tsx, because zod reads the setting when each object schema is built. It
 * sets zod's global configuration object (`globalThis.__zod_globalConfig`, which zod keeps there so
 * every copy of it shares one) rather than calling `z.config()`: importing zod here would move it
 * into the entry chunk, 4 KiB over the initial-JavaScript budget.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };

export {};
