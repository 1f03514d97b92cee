/**
 * The outbound fetch refuses the server's own network: a real HTTP server on loopback is never
 * reached through a literal address, a name that resolves to it, or an IPv4-mapped IPv6 address,
 * unless private addresses are allowed.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress, outboundFetch, PrivateAddressError } from "./outbound-fetch.ts";

describe("outbound fetch", () => {
  let server: Server;
  let port: number;
  let requests = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests += 1;
      res.end("inside");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("judges only public unicast addresses public", () => {
    const refused = [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.10",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "255.255.255.255",
      "224.0.0.1",
      "::1",
      "::",
      "fc00::1",
      "fe80::1",
      "::ffff:10.0.0.1",
      "::ffff:127.0.0.1",
      "::7f00:1",
      "::a9fe:a9fe",
      "not an address",
    ];
    const allowed = ["8.8.8.8", "93.184.215.14", "2606:4700:4700::1111", "::ffff:8.8.8.8"];
    expect(refused.filter(isPublicAddress)).toEqual([]);
    expect(allowed.filter((address) => !isPublicAddress(address))).toEqual([]);
  });

  it("refuses loopback by literal address and by name, and reaches nothing", async () => {
    const guarded = outboundFetch(false);
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
    ]) {
      const error = await guarded(url).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, url).toBeInstanceOf(PrivateAddressError);
      expect((error as PrivateAddressError).message).toContain("a private or local address");
    }
    expect(requests).toBe(0);
  });

  it("reaches a private address when the operator allows it", async () => {
    const response = await outboundFetch(true)(`http://127.0.0.1:${port}/`);
    expect(await response.text()).toBe("inside");
    expect(requests).toBe(1);
  });
});
