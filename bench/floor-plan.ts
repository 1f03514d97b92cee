/**
 * What checking an uploaded SVG floor plan costs (`node bench/floor-plan.ts`; bench/README.md
 * "Floor plans"): drawings of BENCH_DESKS desks (default 100, 2,000 and 12,000: about 20 KiB, 0.4 MiB
 * and 2.5 MiB) are sanitised the way an upload is (readFloorPlan: DOMPurify in a worker thread), and,
 * for comparison, in the server's own thread (sanitizeSvg). For each it prints the time to an answer
 * and the longest the server's thread was held meanwhile, which is how long every other request on
 * the instance would have waited.
 */
import { readFloorPlan } from "#server/modules/offices/floor-plan.ts";
import { sanitizeSvg } from "#server/modules/offices/svg-sanitizer.ts";

const SIZES = (process.env.BENCH_DESKS ?? "100,2000,12000").split(",").map(Number);

/** A floor drawn as `desks` desks: each a group of a rectangle, a cross and a label. */
function drawing(desks: number): string {
  const parts = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4000 9000">'];
  for (let i = 0; i < desks; i++) {
    const x = (i % 80) * 48 + 20;
    const y = Math.floor(i / 80) * 60 + 20;
    parts.push(
      `<g id="d${i}"><rect x="${x}" y="${y}" width="40" height="30" fill="#eef" stroke="#334"/>` +
        `<path d="M${x} ${y}l40 30M${x + 40} ${y}l-40 30" stroke="#99a"/>` +
        `<text x="${x + 2}" y="${y + 12}" font-size="8">D${i}</text></g>`,
    );
  }
  parts.push("</svg>");
  return parts.join("");
}

/**
 * Runs `work`, answering its milliseconds and the longest gap between the turns of a 1 ms timer
 * meanwhile: how long a request arriving then would have waited for the server's thread.
 */
async function timed(work: () => unknown): Promise<{ ms: number; loopMs: number }> {
  let last = performance.now();
  let loopMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    loopMs = Math.max(loopMs, now - last);
    last = now;
  }, 1);
  const turn = () => new Promise((resolve) => setTimeout(resolve, 10));
  await turn();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  await turn();
  clearInterval(ticker);
  return { ms, loopMs };
}

sanitizeSvg(drawing(1)); // jsdom and DOMPurify loaded in this thread before timing it
for (const desks of SIZES) {
  const svg = drawing(desks);
  const bytes = new TextEncoder().encode(svg);
  for (const round of [1, 2]) {
    const worker = await timed(() => readFloorPlan("image/svg+xml", bytes));
    const inThread = await timed(() => sanitizeSvg(svg));
    console.log(
      `${desks} desks (${(bytes.byteLength / 1024).toFixed(0)} KiB), round ${round}: ` +
        `worker ${worker.ms.toFixed(0)} ms, event loop waited at most ${worker.loopMs.toFixed(0)} ms; ` +
        `in the server's thread ${inThread.ms.toFixed(0)} ms, event loop waited ${inThread.loopMs.toFixed(0)} ms`,
    );
  }
}
