/**
 * A real DNS server on a loopback UDP port for the tests (dns2): it answers TXT questions from a
 * map the test fills, so a domain's proof (modules/sso) is looked up the way it is in production.
 */
import dns2 from "dns2";

export interface TestDnsServer {
  /** `host:port`, for the app's `dnsServers`. */
  address: string;
  /** TXT records by name (lower case). */
  txt: Map<string, string[]>;
  close(): Promise<void>;
}

/** Starts one on `port` (0: any free port). */
export async function startDnsServer(port = 0): Promise<TestDnsServer> {
  const txt = new Map<string, string[]>();
  const { Packet } = dns2;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      for (const value of txt.get(question.name.toLowerCase()) ?? []) {
        // dns2's types ask a Resource instance; its encoder takes the plain record its README shows.
        response.answers.push({
          name: question.name,
          type: Packet.TYPE.TXT,
          class: Packet.CLASS.IN,
          ttl: 1,
          data: value,
        } as unknown as (typeof response.answers)[number]);
      }
      send(response);
    },
  });
  await server.listen({ udp: { port, address: "127.0.0.1" } });
  const udp = server.addresses().udp;
  if (!udp) throw new Error("the DNS server did not listen");
  return {
    address: `127.0.0.1:${udp.port}`,
    txt,
    close: () => server.close(),
  };
}
