/**
 * Bad input on /ws: refused upgrades answer one exact 4xx `{ code, message }` and change nothing;
 * bad frames on an open socket (non-JSON, unknown types, an attempt to follow another team, a frame
 * over 64 KiB, a flood of 1,000 frames) get the spec's 'Invalid message format received' or close
 * that socket, and the server and every other socket carry on.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeBadInput } from "#server/test/bad-input-harness.ts";
import { localSlot, startTestApp, type TestApp } from "#server/test/harness.ts";
import { REALTIME_CLOSE, REALTIME_ERRORS } from "#shared/realtime-protocol.ts";
import { openSocket } from "./realtime-test-client.ts";

describeBadInput("bad input: real-time upgrade", [
  ["/ws: no session", () => ({ method: "GET", url: "/ws", auth: false }), 401, "UNAUTHENTICATED"],
  [
    "/ws: forged cookie",
    () => ({ method: "GET", url: "/ws", cookie: "officely.session_token=%%%" }),
    401,
    "UNAUTHENTICATED",
  ],
  [
    "/ws: foreign Origin",
    () => ({ method: "GET", url: "/ws", headers: { origin: "https://evil.example" } }),
    403,
    "ORIGIN_REJECTED",
  ],
  ["/ws: since not a number", () => ({ method: "GET", url: "/ws?since=abc" }), 400, "VALIDATION_FAILED"],
  ["/ws: negative since", () => ({ method: "GET", url: "/ws?since=-1" }), 400, "VALIDATION_FAILED"],
]);

describe("bad frames on an open socket", () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers non-JSON, unknown types and a subscribe to another team with the spec's error, and stays open", async () => {
    const ada = await t.signupTeam();
    const other = await t.signupTeam();
    const socket = await openSocket(base, { cookie: ada.cookie });
    await socket.waitFor((m) => m.type === "synced");
    for (const frame of ["not json", "{}", '{"type":"subscribe","teamId":"x"}', JSON.stringify({ type: 42 })]) {
      socket.ws.send(frame);
    }
    socket.ws.send(JSON.stringify({ type: "subscribe", teamId: other.team.id }));
    socket.ws.send(JSON.stringify({ type: "ping" }));
    await socket.waitFor((m) => m.type === "pong");
    const errors = socket.messages.filter((m) => m.type === "error");
    expect(errors).toEqual(Array(5).fill({ type: "error", message: REALTIME_ERRORS.invalidMessage }));

    // Still following its own team only.
    const office = await t.createOffice(other);
    const res = await t.request("POST", "/api/bookings", {
      cookie: other.cookie,
      payload: { officeId: office.id, startISO: await localSlot(2, 9), endISO: await localSlot(2, 10) },
    });
    expect(res.status).toBe(201);
    const own = await t.createOffice(ada);
    await socket.waitFor((m) => m.type === "office:updated" && m.subjectId === own.id);
    expect(socket.messages.some((m) => "teamId" in m && m.teamId === other.team.id)).toBe(false);
    await socket.close();
  });

  it("closes a socket that sends a frame over 64 KiB or floods 1,000 frames; others and the server carry on", async () => {
    const ada = await t.signupTeam();
    const bystander = await openSocket(base, { cookie: ada.cookie });
    await bystander.waitFor((m) => m.type === "synced");

    const huge = await openSocket(base, { cookie: ada.cookie });
    huge.ws.send(JSON.stringify({ type: "ping", pad: "x".repeat(70 * 1024) }));
    expect((await huge.closed).code).toBe(1009);

    const flood = await openSocket(base, { cookie: ada.cookie });
    for (let i = 0; i < 1_000 && flood.ws.readyState === flood.ws.OPEN; i++) flood.ws.send('{"type":"ping"}');
    expect((await flood.closed).code).toBe(REALTIME_CLOSE.flood);

    expect((await t.request("GET", "/api/health")).status).toBe(200);
    bystander.ws.send('{"type":"ping"}');
    await bystander.waitFor((m) => m.type === "pong");
    await bystander.close();
  });
});
