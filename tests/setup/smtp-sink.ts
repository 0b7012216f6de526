import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { raw: string; parsed: ParsedMail; envelopeTo: string[] };

/** What the server answers to the next email: accept it, or refuse it with an SMTP code. */
export type SinkAnswer =
  | { accept: true }
  | { accept: false; code: number; message: string }
  /** Never answer: the sender waits, as when it is killed in the middle of sending. */
  | { accept: "never" };

export type SmtpSink = {
  url: string;
  received: ReceivedMail[];
  /** Decides the answer to each email; accepts everything by default. */
  answer: (raw: string) => SinkAnswer;
  /** Every email the server was offered, accepted or refused. */
  offered: number;
  waitFor(predicate: (mails: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

/** A real SMTP server on 127.0.0.1 and `port` (a free one by default), keeping what it receives. */
export async function startSmtpSink({ port: wanted = 0 }: { port?: number } = {}): Promise<SmtpSink> {
  const sink: SmtpSink = {
    url: "",
    received: [],
    answer: () => ({ accept: true }),
    offered: 0,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(sink.received)) {
        if (Date.now() > deadline) throw new Error(`SMTP sink: condition not met; ${sink.received.length} received`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return sink.received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // A test that forgets to stop its mail worker must not wait 30 s for the pooled connection.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        sink.offered += 1;
        const answer = sink.answer(raw);
        if (answer.accept === "never") return;
        if (!answer.accept) {
          callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
          return;
        }
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        simpleParser(raw).then(
          (parsed) => {
            sink.received.push({ raw, parsed, envelopeTo });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(wanted, "127.0.0.1", () => {
      const address = server.server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
  sink.url = `smtp://127.0.0.1:${port}`;
  return sink;
}
