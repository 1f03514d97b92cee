/** A real SMTP server on a random loopback port that keeps every message it receives (tests only). */
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /**
   * Received messages: comma-joined recipients and the message with quoted-printable soft breaks and
   * escapes decoded (RFC 2045 6.7), so tests can look for a link or a name as a reader would see it.
   */
  received: { to: string; body: string }[];
  close(): Promise<void>;
}

/** Undoes quoted-printable: `=` at a line end joins lines, `=XX` is a byte (UTF-8 sequences rejoined). */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll("=", ""), "hex").toString("utf8"));
}

/**
 * Starts the sink on `port` (default a random one). `beforeReply` runs once a message has arrived and
 * before the server answers 250 for it: a test can kill the sender there, after the send but before
 * the sender could know it succeeded.
 */
export async function startSmtpSink(
  options: { port?: number; beforeReply?: (message: SmtpSink["received"][number]) => Promise<void> | void } = {},
): Promise<SmtpSink> {
  const received: SmtpSink["received"] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk) => {
        body += chunk;
      });
      stream.on("end", () => {
        const message = {
          to: session.envelope.rcptTo.map((r) => r.address).join(","),
          body: decodeQuotedPrintable(body),
        };
        received.push(message);
        Promise.resolve(options.beforeReply?.(message)).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A sender killed mid-connection (the point of the kill tests) resets its socket; smtp-server
  // reports that as an 'error' event, which without a listener would be an uncaught exception.
  server.on("error", () => undefined);
  await new Promise<void>((done) => server.listen(options.port ?? 0, "127.0.0.1", done));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
