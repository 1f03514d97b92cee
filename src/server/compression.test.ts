/**
 * API answers in the encoding the client accepts (@fastify/compress, app.ts): a calendar's
 * list is hundreds of kilobytes of JSON for a big team, a tenth of that compressed.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";

describe("compressed API answers", () => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signupTeam({ name: "Ada Zip" });
    for (let i = 1; i <= 12; i++) await t.createOffice(admin, { name: `Room ${i}`, capacity: 4 });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { cookie: admin.cookie, ...headers } });

  it("sends a JSON list of 1 KiB or more as brotli, or gzip, and the same JSON to a client without either", async () => {
    const plain = await get("/api/offices");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const offices = JSON.parse(plain.body);
    expect(offices).toHaveLength(12);

    const brotli = await get("/api/offices", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers["content-type"]).toMatch(/application\/json/);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(offices);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzipped = await get("/api/offices", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(offices);
  });

  it("leaves a small answer and an error as they are, readable by anyone", async () => {
    const session = await get("/api/user/session", { "accept-encoding": "br" });
    expect(session.statusCode).toBe(200);
    expect(session.rawPayload.length).toBeLessThan(1024);
    expect(session.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(session.body).user.name).toBe("Ada Zip");

    const missing = await get("/api/offices/00000000-0000-4000-8000-000000000000", { "accept-encoding": "br" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(missing.body)).toMatchObject({ code: "NOT_FOUND" });
  });
});
