import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type StatementCachingPGlite } from "./pglite-statements.ts";

/** Our statements PostgreSQL holds prepared, by their text. */
async function preparedTexts(db: PGlite): Promise<string[]> {
  const result = await db.query<{ statement: string }>(
    "select statement from pg_prepared_statements where name like 'officely_pglite_%' order by statement",
  );
  return result.rows.map((row) => row.statement);
}

const schema = `
  create extension if not exists btree_gist;
  create table rooms (id int primary key, name text not null, opens timestamptz, tags text[], data jsonb);
  create table holds (room int not null, during tstzrange not null,
    exclude using gist (room with =, during with &&));`;

describe("PGlite with cached statements", () => {
  let db: StatementCachingPGlite;
  let plain: PGlite;

  beforeAll(async () => {
    db = await openPglite(undefined, { extensions: { btree_gist } });
    plain = await PGlite.create({ extensions: { btree_gist } });
    for (const each of [db, plain]) await each.exec(schema);
  });
  afterAll(async () => {
    await db.close();
    await plain.close();
  });

  it("answers a parameterised query as PGlite does, rows, fields and counts, and parses it only once", async () => {
    const insert = "insert into rooms (id, name, opens, tags, data) values ($1, $2, $3, $4, $5) returning *";
    const values = [1, "Atlas", new Date("2026-03-01T09:00:00Z"), ["quiet", "window"], { seats: 4 }];
    const ours = await db.query(insert, values);
    const theirs = await plain.query(insert, values);
    expect(ours).toEqual(theirs);
    expect(ours.rows).toEqual([
      { id: 1, name: "Atlas", opens: new Date("2026-03-01T09:00:00Z"), tags: ["quiet", "window"], data: { seats: 4 } },
    ]);

    const select = "select id, name, opens from rooms where id = $1";
    for (const options of [undefined, { rowMode: "array" as const }, { parsers: { 1184: (value: string) => value } }]) {
      expect(await db.query(select, [1], options)).toEqual(await plain.query(select, [1], options));
    }
    const update = "update rooms set name = $2 where id = $1";
    expect(await db.query(update, [1, "Atlas 2"])).toEqual(await plain.query(update, [1, "Atlas 2"]));
    expect(await db.query(update, [99, "none"])).toMatchObject({ affectedRows: 0, rows: [] });
    expect(await preparedTexts(db)).toEqual([insert, select, update].sort());
  });

  it("throws PostgreSQL's error with the query on it, and the next query runs", async () => {
    const hold = "insert into holds (room, during) values ($1, tstzrange($2::timestamptz, $3::timestamptz))";
    await db.query(hold, [1, "2026-03-01T09:00Z", "2026-03-01T10:00Z"]);
    await plain.query(hold, [1, "2026-03-01T09:00Z", "2026-03-01T10:00Z"]);
    const clash = [1, "2026-03-01T09:30Z", "2026-03-01T10:30Z"];
    const ours = await db.query(hold, clash).catch((error: unknown) => error);
    const theirs = await plain.query(hold, clash).catch((error: unknown) => error);
    expect(ours).toMatchObject({ code: "23P01", constraint: "holds_room_during_excl", query: hold, params: clash });
    const fields = ["message", "code", "severity", "detail", "constraint", "table", "schema", "query", "params"];
    const pick = (error: unknown) => Object.fromEntries(fields.map((field) => [field, (error as never)[field]]));
    expect(pick(ours)).toEqual(pick(theirs));
    await expect(db.query("select $1::int + 1 as n", ["x"])).rejects.toMatchObject({ code: "22P02" });
    await expect(db.query("selec $1", [1])).rejects.toMatchObject({ code: "42601" });
    expect(await preparedTexts(db)).not.toContain("selec $1");
    expect((await db.query(hold, [1, "2026-03-01T10:00Z", "2026-03-01T11:00Z"])).affectedRows).toBe(1);
    expect((await db.query<{ n: number }>("select count(*)::int as n from holds where room = $1", [1])).rows).toEqual([
      { n: 2 },
    ]);
  });

  it("waits for a running transaction, as PGlite's query does", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query("insert into rooms (id, name) values ($1, $2)", [2, "Borealis"]);
      await held;
      await tx.query("update rooms set name = $2 where id = $1", [2, "Borealis, renamed"]);
    });
    const read = db.query<{ name: string }>("select name from rooms where id = $1", [2]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect((await read).rows).toEqual([{ name: "Borealis, renamed" }]);
  });

  it("delivers notifications sent by a cached statement", async () => {
    const heard: string[] = [];
    await db.listen("rooms_changed", (payload) => heard.push(payload));
    await db.query("select pg_notify('rooms_changed', $1)", ["3"]);
    await db.query("select pg_notify('rooms_changed', $1)", ["4"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(["3", "4"]);
  });

  it("parses a statement again when PostgreSQL no longer holds it", async () => {
    const count = "select count(*)::int as n from rooms where id = $1";
    expect((await db.query(count, [1])).rows).toEqual([{ n: 1 }]);
    await db.exec("deallocate all");
    expect((await db.query(count, [1])).rows).toEqual([{ n: 1 }]);
    expect(await preparedTexts(db)).toEqual([count]);
  });

  it("parses a statement again when a table it reads changed shape", async () => {
    const star = "select * from rooms where id = $1";
    expect(Object.keys((await db.query<object>(star, [1])).rows[0] ?? {})).not.toContain("floor");
    await db.exec("alter table rooms add column floor int default 3");
    expect((await db.query<{ floor: number }>(star, [1])).rows[0]?.floor).toBe(3);
  });

  it("keeps at most the cache's size of statements, closing the least recently used", async () => {
    const small = await openPglite(undefined, {});
    try {
      small.setStatementCacheSize(2);
      const texts = ["select $1::int as a", "select $1::int as b", "select $1::int as c"];
      for (const [index, text] of texts.entries()) expect((await small.query(text, [index])).rows).toHaveLength(1);
      expect(await preparedTexts(small)).toEqual([texts[1], texts[2]]);
      await small.query(texts[1] as string, [5]);
      await small.query(texts[0] as string, [6]);
      expect(await preparedTexts(small)).toEqual([texts[0], texts[1]]);
      expect((await small.query<{ c: number }>(texts[2] as string, [7])).rows).toEqual([{ c: 7 }]);
    } finally {
      await small.close();
    }
  });
});
