import net from "node:net";

/**
 * A TCP relay on 127.0.0.1 in front of a server, which a test can cut like a
 * network or database outage: open connections are reset and new ones refused.
 */
export async function startTcpRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut() {
      down = true;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    /** The network is back: new connections reach the server again. */
    restore() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
