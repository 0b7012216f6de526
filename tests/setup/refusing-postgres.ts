import net from "node:net";

/**
 * Stands in for a PostgreSQL server that answers and refuses the connection,
 * as one does for a database or role it does not have: it reads the client's
 * start-up message and answers with the protocol's FATAL error (SQLSTATE
 * `code`, `message`). For tests run without TEST_DATABASE_URL.
 */
export async function startRefusingPostgres({ code, message }: { code: string; message: string }) {
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    socket.once("data", () => {
      const fields = Buffer.concat(
        [
          ["S", "FATAL"],
          ["V", "FATAL"],
          ["C", code],
          ["M", message],
        ].map(([type, text]) => Buffer.from(`${type}${text}\0`)),
      );
      const body = Buffer.concat([fields, Buffer.from([0])]);
      const length = Buffer.alloc(4);
      length.writeInt32BE(body.length + 4);
      socket.end(Buffer.concat([Buffer.from("E"), length, body]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
