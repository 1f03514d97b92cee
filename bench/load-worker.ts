/**
 * The load generator: a child process (forked by run.ts) running autocannon, so the load does not
 * share the event loop or the heap with the server under test (the app and PGlite run in run.ts).
 * Receives a plain-data LoadSpec as its IPC message, runs an unmeasured warm-up and then the
 * measured run, and sends back a LoadResult.
 */
import autocannon from "autocannon";
import { type SlotPlan, slotAt } from "./slots.ts";

export interface LoadSpec {
  url: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** For booking create: each request's body is the next distinct slot of this plan. */
  slotPlan?: SlotPlan;
  /** A fixed number of measured requests instead of a duration (the range reads: 200, one at a time). */
  amount?: number;
  /** With `amount`: requests sent, unmeasured, before the measured ones. */
  warmupAmount?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAvgMs: number;
  latencyMaxMs: number;
  totalRequests: number;
  ok2xx: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  durationSeconds: number;
  /** Booking create only: how many distinct slots were handed out (warm-up + measured). */
  slotsUsed?: number;
}

const spec = await new Promise<LoadSpec>((resolve) => process.once("message", (m) => resolve(m as LoadSpec)));
let counter = 0;

function requests(): autocannon.Request[] {
  const base: autocannon.Request = { method: spec.method, path: spec.path };
  const plan = spec.slotPlan;
  if (!plan) return [base];
  return [
    {
      ...base,
      setupRequest: (request) => ({ ...request, body: JSON.stringify(slotAt(plan, counter++)) }),
    },
  ];
}

async function run(durationSeconds: number, amount?: number): Promise<autocannon.Result> {
  return autocannon({
    url: spec.url,
    connections: spec.connections,
    ...(amount === undefined ? { duration: durationSeconds } : { amount }),
    headers: spec.headers,
    requests: requests(),
    timeout: 10,
  });
}

if (spec.amount !== undefined) {
  if (spec.warmupAmount) await run(0, spec.warmupAmount);
} else if (spec.warmupSeconds > 0) {
  await run(spec.warmupSeconds);
}
const result = await run(spec.durationSeconds, spec.amount);

const statusCodes: Record<string, number> = {};
for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;

const output: LoadResult = {
  requestsPerSecond: result.requests.average,
  latencyP50Ms: result.latency.p50,
  latencyP99Ms: result.latency.p99,
  latencyAvgMs: result.latency.average,
  latencyMaxMs: result.latency.max ?? 0,
  totalRequests: result.requests.total,
  ok2xx: result["2xx"],
  non2xx: result.non2xx,
  statusCodes,
  errors: result.errors,
  timeouts: result.timeouts,
  durationSeconds: result.duration,
  slotsUsed: spec.slotPlan ? counter : undefined,
};
process.send?.(output, () => process.disconnect());
