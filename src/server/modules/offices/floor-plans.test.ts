/**
 * Floor plans (docs/product.md "Floor plans"): an uploaded SVG is stored sanitised and served as an
 * image that runs and loads nothing; a raster plan must be what its type says; bad uploads change
 * nothing; offices are placed on the plan and never off it; only managers change plans and places.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 800 600" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <style>rect { fill: url(https://evil.example/track.svg#p) }</style>
  <rect id="wall" x="10" y="10" width="780" height="580" fill="none" stroke="#333" onclick="steal()"/>
  <rect x="40" y="40" width="20" height="20" fill="url(https://evil.example/p)"/>
  <rect x="70" y="40" width="20" height="20" style="fill: url(#local)"/>
  <use xlink:href="https://evil.example/sprite.svg#desk"/>
  <image href="https://evil.example/photo.png" width="10" height="10"/>
  <foreignObject width="100" height="100"><iframe src="https://evil.example"></iframe></foreignObject>
  <a href="javascript:alert(1)"><text x="400" y="300">Kitchen</text></a>
  <text x="20" y="590">Floor 3</text>
</svg>`;

describe("floor plans", () => {
  let t: TestApp;
  let admin: Session;
  let floorId: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signupTeam({ name: "Fia Admin" });
    const site = await t.request("POST", "/api/sites", { cookie: admin.cookie, payload: { name: "Tower" } });
    const floor = await t.request("POST", `/api/sites/${site.body.id}/floors`, {
      cookie: admin.cookie,
      payload: { name: "3" },
    });
    floorId = floor.body.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (session: Session, type: string, body: Buffer | string, floor = floorId) =>
    t.app.inject({
      method: "PUT",
      url: `/api/floors/${floor}/plan`,
      headers: { cookie: session.cookie, "content-type": type },
      payload: body,
    });
  const floorOf = async (session = admin) =>
    (await t.request("GET", "/api/sites", { cookie: session.cookie })).body
      .flatMap((s: { floors: unknown[] }) => s.floors)
      .find((f: { id: string }) => f.id === floorId);

  it("stores an SVG without its scripts, events, styles and outside references, and serves it as a contained image", async () => {
    const res = await upload(admin, "image/svg+xml", HOSTILE_SVG);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().plan).toMatchObject({ mediaType: "image/svg+xml", width: 800, height: 600 });

    const plan = await t.app.inject({
      method: "GET",
      url: `/api/floors/${floorId}/plan`,
      headers: { cookie: admin.cookie },
    });
    expect(plan.statusCode).toBe(200);
    expect(plan.headers["content-type"]).toBe("image/svg+xml");
    expect(plan.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(plan.headers["x-content-type-options"]).toBe("nosniff");
    const svg = plan.body;
    for (const gone of [
      "<script",
      "onload",
      "onclick",
      "<style",
      "evil.example",
      "javascript:",
      "foreignObject",
      "iframe",
    ]) {
      expect(svg, gone).not.toContain(gone);
    }
    // The drawing itself is kept: the walls, the labels, a local reference, the viewBox.
    expect(svg).toContain('viewBox="0 0 800 600"');
    expect(svg).toContain('id="wall"');
    expect(svg).toContain("Kitchen");
    expect(svg).toContain("url(#local)");
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect((await floorOf())?.plan).toMatchObject({ width: 800, height: 600 });
  });

  it("takes a PNG that is one, and refuses what is not the image its type says, changing nothing", async () => {
    const before = (await floorOf())?.plan;
    for (const [type, body, status, code] of [
      ["image/jpeg", PNG, 422, "FLOOR_PLAN_INVALID"],
      ["image/svg+xml", "<html><body>not a drawing</body></html>", 422, "FLOOR_PLAN_INVALID"],
      [
        "image/svg+xml",
        '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>',
        422,
        "FLOOR_PLAN_INVALID",
      ],
      ["image/png", Buffer.from("not a png at all"), 422, "FLOOR_PLAN_INVALID"],
      ["text/plain", "hello", 415, "UNSUPPORTED_MEDIA_TYPE"],
      ["image/png", Buffer.alloc(5 * 1024 * 1024 + 1), 413, "PAYLOAD_TOO_LARGE"],
    ] as const) {
      const res = await upload(admin, type, body);
      expect([res.statusCode, res.json().code], `${type} ${String(body).slice(0, 20)}`).toEqual([status, code]);
    }
    expect((await floorOf())?.plan).toEqual(before);

    const png = await upload(admin, "image/png", PNG);
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json().plan).toMatchObject({ mediaType: "image/png", width: 1, height: 1 });
    const served = await t.app.inject({
      method: "GET",
      url: `/api/floors/${floorId}/plan`,
      headers: { cookie: admin.cookie },
    });
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
  });

  it("places offices on the plan, never off it, only those of the floor, all or none", async () => {
    const desk = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      payload: { name: "Desk 3.01", capacity: 1, floorId },
    });
    const room = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      payload: { name: "Room 3A", capacity: 6, floorId },
    });
    const elsewhere = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      payload: { name: "Lobby", capacity: 2 },
    });
    const place = (positions: unknown) =>
      t.request("PUT", `/api/floors/${floorId}/positions`, { cookie: admin.cookie, payload: { positions } });

    const placed = await place([
      { officeId: desk.body.id, position: { x: 0.25, y: 0.5 } },
      { officeId: room.body.id, position: { x: 0.6, y: 0.1, width: 0.3, height: 0.2 } },
    ]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(204);

    for (const bad of [
      [{ officeId: desk.body.id, position: { x: 1.2, y: 0.5 } }],
      [{ officeId: room.body.id, position: { x: 0.8, y: 0.1, width: 0.3, height: 0.2 } }],
      [{ officeId: room.body.id, position: { x: 0.1, y: 0.1, width: 0.3 } }],
    ]) {
      expect((await place(bad)).status).toBe(400);
    }
    // One office not on this floor: nothing moves.
    const mixed = await place([
      { officeId: desk.body.id, position: { x: 0.9, y: 0.9 } },
      { officeId: elsewhere.body.id, position: { x: 0.1, y: 0.1 } },
    ]);
    expect([mixed.status, mixed.body.code]).toEqual([404, "NOT_FOUND"]);

    const offices = (await t.request("GET", "/api/offices", { cookie: admin.cookie })).body;
    const byName = (name: string) => offices.find((o: { name: string }) => o.name === name);
    expect(byName("Desk 3.01").position).toEqual({ x: 0.25, y: 0.5, width: null, height: null });
    expect(byName("Room 3A").position).toEqual({ x: 0.6, y: 0.1, width: 0.3, height: 0.2 });
    expect(byName("Lobby").position).toBeNull();

    // Moved to another floor, the room leaves this plan.
    const moved = await t.request("PATCH", `/api/offices/${room.body.id}`, {
      cookie: admin.cookie,
      payload: { floorId: elsewhere.body.floorId },
    });
    expect(moved.body.position).toBeNull();

    const audit = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, admin.team!.id), eq(auditEvents.targetId, floorId)));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["floor.plan_uploaded", "floor.positions_changed"]),
    );
  });

  it("lets members see a plan, not change it; keeps other teams out; removing it keeps the places", async () => {
    const member = await t.addMember(admin, "member", "Mei Member");
    const seen = await t.app.inject({
      method: "GET",
      url: `/api/floors/${floorId}/plan`,
      headers: { cookie: member.cookie },
    });
    expect(seen.statusCode).toBe(200);
    const refused = await upload(member, "image/png", PNG);
    expect([refused.statusCode, refused.json().code]).toEqual([403, "FORBIDDEN"]);

    const other = await t.signupTeam();
    const theirs = await t.app.inject({
      method: "GET",
      url: `/api/floors/${floorId}/plan`,
      headers: { cookie: other.cookie },
    });
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, "NOT_FOUND"]);
    expect((await upload(other, "image/png", PNG)).statusCode).toBe(404);

    expect((await t.request("DELETE", `/api/floors/${floorId}/plan`, { cookie: admin.cookie })).status).toBe(204);
    expect((await floorOf())?.plan).toBeNull();
    const gone = await t.app.inject({
      method: "GET",
      url: `/api/floors/${floorId}/plan`,
      headers: { cookie: admin.cookie },
    });
    expect(gone.statusCode).toBe(404);
    const offices = (await t.request("GET", "/api/offices", { cookie: admin.cookie })).body;
    expect(offices.find((o: { name: string }) => o.name === "Desk 3.01").position).toMatchObject({ x: 0.25 });
  });
});
