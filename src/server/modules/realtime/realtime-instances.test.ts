/**
 * Two app instances (real processes, different ports) on one PostgreSQL behave as one: a booking made
 * through instance A reaches a socket on instance B; a socket of another team on B gets nothing of
 * it; a client of B that disconnects, misses 3 events made through A and reconnects with its last
 * seq gets exactly those 3. PostgreSQL only (PGlite is one process by design); skipped without
 * DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localSlot } from "#server/test/harness.ts";
import { createScratchDatabase } from "#server/test/isolated-app.ts";
import {
  call,
  freePort,
  type ServerProcess,
  seedTeam,
  startServer,
  waitForHealth,
} from "#server/test/process-harness.ts";
import type { RealtimeServerMessage } from "#shared/schemas/realtime.ts";
import { openSocket } from "./realtime-test-client.ts";

const seqOf = (m: RealtimeServerMessage) => ("seq" in m ? (m.seq ?? 0) : 0);

describe.skipIf(!process.env.DATABASE_URL)("two instances on one PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let day = 1;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    a = startServer(await freePort(), { DATABASE_URL: scratch.url });
    await waitForHealth(a, 90_000);
    b = startServer(await freePort(), { DATABASE_URL: scratch.url });
    await waitForHealth(b, 90_000);
  }, 200_000);
  afterAll(async () => {
    for (const server of [a, b]) server?.child.kill("SIGTERM");
    await Promise.all([a?.exited, b?.exited]);
    await scratch?.drop();
  });

  async function bookThroughA(cookie: string, officeId: string): Promise<string> {
    const d = day++;
    const res = await call(a.base, "POST", "/api/bookings", {
      cookie,
      body: { officeId, startISO: await localSlot(d, 9), endISO: await localSlot(d, 10) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id;
  }

  it("an event made on A reaches B's socket of that team, and no other team's", async () => {
    const ada = await seedTeam(a.base, 1);
    const olga = await seedTeam(a.base, 1);
    const onB = await openSocket(b.base, { cookie: ada.cookie });
    const otherOnB = await openSocket(b.base, { cookie: olga.cookie });
    await onB.waitFor((m) => m.type === "synced");
    await otherOnB.waitFor((m) => m.type === "synced");

    const sent = performance.now();
    const id = await bookThroughA(ada.cookie, ada.officeIds[0]);
    await onB.waitFor((m) => m.type === "booking:created" && m.subjectId === id);
    console.info(`instance A -> socket on B: ${(performance.now() - sent).toFixed(0)} ms (request included)`);

    // Olga's own booking, made after Ada's, arrives; nothing of Ada's team came before it.
    const hers = await bookThroughA(olga.cookie, olga.officeIds[0]);
    await otherOnB.waitFor((m) => m.type === "booking:created" && m.subjectId === hers);
    expect(otherOnB.messages.filter((m) => "subjectId" in m && m.subjectId === id)).toEqual([]);
    await Promise.all([onB.close(), otherOnB.close()]);
  });

  it("a client of B that misses 3 events made on A and reconnects with its last seq gets exactly those 3", async () => {
    const ada = await seedTeam(a.base, 1);
    const first = await openSocket(b.base, { cookie: ada.cookie });
    await first.waitFor((m) => m.type === "synced");
    const seenId = await bookThroughA(ada.cookie, ada.officeIds[0]);
    const seen = await first.waitFor((m) => m.type === "booking:created" && m.subjectId === seenId);
    await first.close();

    const missed: string[] = [];
    for (let i = 0; i < 3; i++) missed.push(await bookThroughA(ada.cookie, ada.officeIds[0]));
    const again = await openSocket(b.base, { cookie: ada.cookie, since: seqOf(seen) });
    const synced = await again.waitFor((m) => m.type === "synced");
    // The catch-up sends only settled events (lib/event-feed.ts): while an older transaction (another
    // test file's) is still open, the last ones come live right after `synced`. Either way each
    // missed event arrives once, in order, and `synced` names the last one sent before it.
    await again.waitFor((m) => m.type === "booking:created" && m.subjectId === missed[2]);
    const replayed = again.messages.filter((m) => m.type === "booking:created");
    expect(replayed.map((m) => ("subjectId" in m ? m.subjectId : null))).toEqual(missed);
    const beforeSynced = again.messages
      .slice(0, again.messages.indexOf(synced))
      .filter((m) => m.type === "booking:created");
    const lastBefore = beforeSynced.length > 0 ? beforeSynced[beforeSynced.length - 1] : seen;
    expect(synced.type === "synced" && synced.seq).toBe(seqOf(lastBefore));
    await again.close();
  });
});
