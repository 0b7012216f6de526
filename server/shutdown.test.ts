import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createShutdownRegistry } from "./shutdown";

function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ base: undefined }, sink), lines };
}

describe("background workers on shutdown", () => {
  it("stops every joined worker, skips one that left, and says not ready from the start", async () => {
    const shutdown = createShutdownRegistry();
    const stopped: string[] = [];
    shutdown.join({ name: "mail outbox", stop: async () => void stopped.push("mail outbox") });
    const leave = shutdown.join({ name: "finished job", stop: async () => void stopped.push("finished job") });
    shutdown.join({ name: "backups", stop: async () => void stopped.push("backups") });
    leave();
    expect(shutdown.stopping).toBe(false);
    const { logger } = recordingLogger();
    await shutdown.stopWorkers(logger, Date.now() + 1000);
    expect(shutdown.stopping).toBe(true);
    expect(stopped.sort()).toEqual(["backups", "mail outbox"]);
  });

  it("does not wait past the deadline for a worker that hangs, and names it in the log", async () => {
    const shutdown = createShutdownRegistry();
    shutdown.join({ name: "stuck worker", stop: () => new Promise(() => {}) });
    shutdown.join({
      name: "failing worker",
      stop: () => Promise.reject(new Error("lease table unreachable")),
    });
    const { logger, lines } = recordingLogger();
    await shutdown.stopWorkers(logger, Date.now() + 200);
    expect(lines).toContainEqual(
      expect.objectContaining({ worker: "stuck worker", msg: "background worker did not stop in time" }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ worker: "failing worker", msg: "background worker failed to stop" }),
    );
  });
});
