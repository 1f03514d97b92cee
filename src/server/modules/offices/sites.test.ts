/**
 * Sites and floors (docs/product.md "Sites and floors"): the migration turns offices' free-text
 * buildings and floors into sites and floors with nothing lost; offices named by building and floor,
 * as before, find or make theirs; managers make, rename and remove them, never one that holds an
 * office; the kind of an office follows its capacity and sharing unless it is set.
 */
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "#db/migrate.ts";
import { auditEvents } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";

/** Runs the committed migrations on `db` up to, not including, the one tagged `before`. */
async function migrateUpTo(db: PGlite, before?: string): Promise<void> {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, "utf8")) as {
    entries: { tag: string }[];
  };
  for (const { tag } of journal.entries) {
    if (tag === before) return;
    await runMigration(db, tag);
  }
}

/** One migration, in one transaction, as the migrator runs it. */
async function runMigration(db: PGlite, tag: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of readFileSync(`${MIGRATIONS_FOLDER}/${tag}.sql`, "utf8").split("--> statement-breakpoint")) {
      if (statement.trim()) await tx.exec(statement);
    }
  });
}

describe("the migration to sites and floors", () => {
  it("turns each team's buildings and floors into sites and floors, nothing lost, kinds from capacity", async () => {
    const db = new PGlite({ extensions: { btree_gist, pg_trgm } });
    await migrateUpTo(db, "0033_sites-and-floors");
    const teams = await db.query<{ id: string }>(
      "insert into teams (name, company_name) values ('A', 'A'), ('B', 'B') returning id",
    );
    const [a, b] = teams.rows.map((r) => r.id);
    // The earlier office's spelling of a building is the one kept ("HQ", not "hq").
    await db.query(
      `insert into offices (team_id, name, capacity, is_shared, building, floor, created_at) values
        ($1, 'Room 1', 6, false, 'hq', '3', now()),
        ($1, 'Desk 1', 1, false, 'HQ', '3', now() - interval '1 day'),
        ($1, 'Hub', 20, true, 'HQ', null, now()),
        ($1, 'Annex desk', 1, false, 'Annex', '1', now()),
        ($1, 'Loose', 4, false, null, null, now()),
        ($1, 'Floor only', 4, false, '  ', 'Mezzanine', now()),
        ($2, 'Theirs', 2, false, 'HQ', '3', now())`,
      [a, b],
    );
    await runMigration(db, "0033_sites-and-floors");

    const placed = await db.query<{
      name: string;
      site: string | null;
      floor: string | null;
      kind: string;
      team: string;
    }>(
      `select o.name, s.name as site, f.name as floor, o.kind, o.team_id as team
         from offices o join floors f on f.id = o.floor_id join sites s on s.id = f.site_id order by o.name`,
    );
    expect(placed.rows.map((r) => [r.name, r.site, r.floor, r.kind, r.team === a ? "A" : "B"])).toEqual([
      ["Annex desk", "Annex", "1", "desk", "A"],
      ["Desk 1", "HQ", "3", "desk", "A"],
      ["Floor only", null, "Mezzanine", "room", "A"],
      ["Hub", "HQ", null, "shared_area", "A"],
      ["Loose", null, null, "room", "A"],
      ["Room 1", "HQ", "3", "room", "A"],
      ["Theirs", "HQ", "3", "room", "B"],
    ]);
    const sites = await db.query<{ team: string; n: number }>(
      "select team_id as team, count(*)::int as n from sites group by team_id order by n desc",
    );
    // Team A: HQ (either spelling), Annex and the unnamed site; team B: its own HQ.
    expect(sites.rows.map((r) => r.n)).toEqual([3, 1]);

    // The release before still writes names, not floors, while both run: its rows find their floor.
    await db.query(
      "insert into offices (team_id, name, capacity, is_shared, building, floor) values ($1, 'Late desk', 1, false, 'hq', '3')",
      [a],
    );
    // ...and changes sharing without a kind: the kind follows instead of breaking the check.
    await db.query("update offices set is_shared = true where name = 'Room 1'");
    const late = await db.query<{ name: string; site: string; floor: string; kind: string }>(
      `select o.name, s.name as site, f.name as floor, o.kind from offices o
         join floors f on f.id = o.floor_id join sites s on s.id = f.site_id
        where o.name in ('Late desk', 'Room 1') order by o.name`,
    );
    expect(late.rows).toEqual([
      { name: "Late desk", site: "HQ", floor: "3", kind: "desk" },
      { name: "Room 1", site: "HQ", floor: "3", kind: "shared_area" },
    ]);
    await db.close();
  });
});

describe("sites and floors", () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signupTeam({ name: "Sia Admin" });
  });
  afterAll(async () => {
    await t.close();
  });

  const sites = async (session = admin) => (await t.request("GET", "/api/sites", { cookie: session.cookie })).body;

  it("places an office named by building and floor, as before, on a site and floor made for it", async () => {
    const loose = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      payload: { name: "Loose room", capacity: 4 },
    });
    expect(loose.status, JSON.stringify(loose.body)).toBe(201);
    expect(loose.body).toMatchObject({ building: null, floor: null, kind: "room", isShared: false });

    const desk = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      payload: { name: "Desk 3.1", capacity: 1, building: "HQ", floor: "3" },
    });
    expect(desk.body).toMatchObject({ building: "HQ", floor: "3", kind: "desk" });
    const again = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      payload: { name: "Desk 3.2", capacity: 1, building: "hq", floor: "3" },
    });
    // The same site and floor, case aside, keeping the first spelling.
    expect(again.body).toMatchObject({
      building: "HQ",
      floor: "3",
      siteId: desk.body.siteId,
      floorId: desk.body.floorId,
    });

    const list = await sites();
    expect(list.map((s: { name: string | null }) => s.name)).toEqual([null, "HQ"]);
    expect(list[1].floors).toEqual([
      {
        id: desk.body.floorId,
        siteId: desk.body.siteId,
        name: "3",
        level: 0,
        officeCount: 2,
        plan: null,
        neighbourhoods: [],
      },
    ]);
    // Made on the way, each is recorded as made by the manager who named it.
    const made = await t.database.db
      .select({ action: auditEvents.action, targetId: auditEvents.targetId })
      .from(auditEvents)
      .where(eq(auditEvents.actorId, admin.user.id));
    expect(made.filter((r) => r.targetId === desk.body.siteId).map((r) => r.action)).toEqual(["site.created"]);
    expect(made.filter((r) => r.targetId === desk.body.floorId).map((r) => r.action)).toEqual(["floor.created"]);
  });

  it("makes, renames and removes sites and floors; an office's building and floor follow their names", async () => {
    const site = await t.request("POST", "/api/sites", {
      cookie: admin.cookie,
      payload: { name: "Riverside", address: "1 River Road" },
    });
    expect(site.status, JSON.stringify(site.body)).toBe(201);
    const floor = await t.request("POST", `/api/sites/${site.body.id}/floors`, {
      cookie: admin.cookie,
      payload: { name: "Ground", level: 0 },
    });
    expect(floor.status, JSON.stringify(floor.body)).toBe(201);
    const office = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      payload: { name: "River room", capacity: 8, floorId: floor.body.id },
    });
    expect(office.body).toMatchObject({ building: "Riverside", floor: "Ground", siteId: site.body.id });

    const renamed = await t.request("PATCH", `/api/floors/${floor.body.id}`, {
      cookie: admin.cookie,
      payload: { name: "Lobby" },
    });
    expect(renamed.body).toMatchObject({ name: "Lobby", officeCount: 1 });
    const offices = (await t.request("GET", "/api/offices", { cookie: admin.cookie })).body;
    expect(offices.find((o: { id: string }) => o.id === office.body.id)).toMatchObject({ floor: "Lobby" });

    const taken = await t.request("POST", "/api/sites", { cookie: admin.cookie, payload: { name: "riverside" } });
    expect([taken.status, taken.body.code]).toEqual([409, "SITE_NAME_TAKEN"]);

    // Neither the site nor its floor goes while it holds the office.
    const busySite = await t.request("DELETE", `/api/sites/${site.body.id}`, { cookie: admin.cookie });
    expect([busySite.status, busySite.body.code, busySite.body.message]).toEqual([
      409,
      "SITE_HAS_OFFICES",
      "This site still holds 1 office. Move them to another site first.",
    ]);
    const busyFloor = await t.request("DELETE", `/api/floors/${floor.body.id}`, { cookie: admin.cookie });
    expect([busyFloor.status, busyFloor.body.code]).toEqual([409, "FLOOR_HAS_OFFICES"]);

    // Moved by building and floor names, the office leaves them empty; then both go.
    const moved = await t.request("PATCH", `/api/offices/${office.body.id}`, {
      cookie: admin.cookie,
      payload: { building: "HQ", floor: "3" },
    });
    expect(moved.body).toMatchObject({ building: "HQ", floor: "3" });
    expect((await t.request("DELETE", `/api/floors/${floor.body.id}`, { cookie: admin.cookie })).status).toBe(204);
    expect((await t.request("DELETE", `/api/sites/${site.body.id}`, { cookie: admin.cookie })).status).toBe(204);
    expect((await sites()).map((s: { name: string | null }) => s.name)).not.toContain("Riverside");

    const actions = (
      await t.database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.teamId, admin.team!.id))
    ).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(["site.created", "floor.created", "floor.updated", "floor.deleted", "site.deleted"]),
    );
  });

  it("keeps kinds true to capacity and sharing, and refuses a desk with more than one seat", async () => {
    const hub = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      payload: { name: "Hub", capacity: 12, kind: "shared_area" },
    });
    expect(hub.body).toMatchObject({ kind: "shared_area", isShared: true });
    const desk = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      payload: { name: "Wide desk", capacity: 3, kind: "desk" },
    });
    expect([desk.status, desk.body.code]).toEqual([422, "OFFICE_KIND_MISMATCH"]);
    // Sharing turned off without a kind: the area becomes a room.
    const room = await t.request("PATCH", `/api/offices/${hub.body.id}`, {
      cookie: admin.cookie,
      payload: { isShared: false },
    });
    expect(room.body).toMatchObject({ kind: "room", isShared: false });
    const mixed = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      payload: { name: "Odd", capacity: 2, floorId: room.body.floorId, building: "HQ" },
    });
    expect(mixed.status).toBe(400);
  });

  it("lets members read sites, not change them, and keeps each team's own", async () => {
    const member = await t.addMember(admin, "member", "Mo Member");
    expect((await sites(member)).length).toBeGreaterThan(0);
    const refused = await t.request("POST", "/api/sites", { cookie: member.cookie, payload: { name: "Mine" } });
    expect([refused.status, refused.body.code]).toEqual([403, "FORBIDDEN"]);

    const other = await t.signupTeam();
    expect(await sites(other)).toEqual([]);
    const ours = (await sites())[1];
    const rename = await t.request("PATCH", `/api/sites/${ours.id}`, { cookie: other.cookie, payload: { name: "X" } });
    expect(rename.status).toBe(404);
    const place = await t.request("POST", "/api/offices", {
      cookie: other.cookie,
      payload: { name: "Sneaky", capacity: 2, floorId: ours.floors[0].id },
    });
    expect([place.status, place.body.code]).toEqual([404, "NOT_FOUND"]);
  });
});
