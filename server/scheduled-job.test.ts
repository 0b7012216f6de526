import { eq } from "drizzle-orm";
import type pino from "pino";
import { describe, expect, it } from "vitest";
import { appSettings } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { recordingLogger } from "#tests/setup/recording-logger";
import { type ScheduledJob, startScheduledJob } from "./scheduled-job";
import { createShutdownRegistry } from "./shutdown";

const database = withTestDatabase();
const DAY_MS = 86_400_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job checked every 20 ms from the start, as two instances or one. */
function startJob(
  context: { logger: pino.Logger; shutdown: ReturnType<typeof createShutdownRegistry> },
  job: Partial<ScheduledJob> & Pick<ScheduledJob, "schedule" | "run">,
) {
  return startScheduledJob({
    db: database.db(),
    ...context,
    checkEveryMs: 20,
    firstCheckAfterMs: 0,
    job: { name: "reminders", claimKey: "reminders_next_due", ...job },
  });
}

describe("a scheduled job", () => {
  it("runs on exactly one of two instances sharing the database, once per interval", async () => {
    const { logger } = recordingLogger();
    const shutdown = createShutdownRegistry();
    const runs: number[] = [];
    for (const instance of [1, 2]) {
      startJob(
        { logger, shutdown },
        {
          schedule: { everyMs: DAY_MS },
          async run() {
            runs.push(instance);
          },
        },
      );
    }
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(1);
    await pause(200);
    await shutdown.stopWorkers(logger, Date.now() + 5000);
    expect(runs).toHaveLength(1);
  });

  it("runs at the time its rule gives next", async () => {
    const { logger } = recordingLogger();
    const shutdown = createShutdownRegistry();
    let runs = 0;
    /** 8:00 UTC the next morning. */
    const nextMorning = (now: Date) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 8));
    startJob(
      { logger, shutdown },
      {
        name: "newsletter",
        claimKey: "newsletter_next_due",
        schedule: { nextRunAfter: nextMorning },
        async run() {
          runs++;
        },
      },
    );
    const dueAt = async () => {
      const [row] = await database.db().select().from(appSettings).where(eq(appSettings.key, "newsletter_next_due"));
      return String(row?.value);
    };
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(1);
    expect(await dueAt()).toBe(nextMorning(new Date()).toISOString());
    await pause(200);
    expect(runs).toBe(1);
    // The morning comes.
    await database
      .db()
      .update(appSettings)
      .set({ value: new Date(Date.now() - 1000).toISOString() })
      .where(eq(appSettings.key, "newsletter_next_due"));
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(2);
    await shutdown.stopWorkers(logger, Date.now() + 5000);
  });

  it("logs a failed run and runs again when next due", async () => {
    const { logger, lines } = recordingLogger();
    const shutdown = createShutdownRegistry();
    let runs = 0;
    startJob(
      { logger, shutdown },
      {
        schedule: { everyMs: 0 },
        async run() {
          runs++;
          if (runs === 1) throw new Error("the mail server said no");
        },
      },
    );
    await expect.poll(() => runs, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await shutdown.stopWorkers(logger, Date.now() + 5000);
    expect(lines.filter((line) => line.err)).toEqual([
      expect.objectContaining({
        msg: "scheduled job failed",
        job: "reminders",
        err: expect.objectContaining({ message: "the mail server said no" }),
      }),
    ]);
  });

  it("tells a run in progress to stop when the server does, waits for it, and starts no other", async () => {
    const { logger } = recordingLogger();
    const shutdown = createShutdownRegistry();
    const steps: string[] = [];
    startJob(
      { logger, shutdown },
      {
        name: "newsletter",
        claimKey: "newsletter_next_due",
        schedule: { everyMs: 0 },
        async run(signal) {
          steps.push("started");
          while (!signal.aborted) await pause(10);
          await pause(50);
          steps.push("stopped between two mails");
        },
      },
    );
    await expect.poll(() => steps, { timeout: 10_000 }).toEqual(["started"]);
    await shutdown.stopWorkers(logger, Date.now() + 5000);
    expect(steps).toEqual(["started", "stopped between two mails"]);
    await pause(100);
    expect(steps).toHaveLength(2);
  });
});
