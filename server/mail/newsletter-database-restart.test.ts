import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#db/client";
import { backend, withTestDatabase } from "#tests/setup/database";
import { addActiveSubscribers, sendNewIssue, setNewsletterLimits } from "#tests/setup/newsletter-rows";
import { type PostgresCluster, startPostgresCluster } from "#tests/setup/postgres-cluster";
import { type SmtpSink, startSmtpSink } from "#tests/setup/smtp-sink";
import { spawnMailWorker } from "#tests/setup/spawn-mail-worker";
import { startTcpRelay } from "#tests/setup/tcp-relay";

// A newsletter's size where the fault was measured (2 of 2,000 sent twice): about a minute here.
const SUBSCRIBERS = 2000;
const SITE_URL = "https://coach.example.com";

const database = withTestDatabase();

async function copyStatuses(cluster: PostgresCluster): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string; count: number }>(
      "select status, count(*)::int as count from outbox_emails where newsletter_issue_id is not null group by status",
    );
    return Object.fromEntries(rows.map((row) => [row.status, row.count]));
  } finally {
    await client.end();
  }
}

async function receivedAtLeast(sink: SmtpSink, count: number) {
  await sink.waitFor((mails) => mails.length >= count, 120_000);
}

/** Each log line the worker processes wrote, parsed. */
function logLines(file: string): Record<string, unknown>[] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

// A PostgreSQL server of the test's own, stopped and started again in the middle of a send.
describe.runIf(backend === "postgres")("a newsletter sent through a PostgreSQL stop and restart", () => {
  it("reaches every subscriber exactly once, from two instances, and says once that the database went away", {
    timeout: 600_000,
  }, async () => {
    const cluster = await startPostgresCluster();
    const sink = await startSmtpSink();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "newsletter-restart-"));
    try {
      await cluster.start();
      const database = await openDatabase({ databaseUrl: cluster.url, dataDir: dir });
      try {
        await setNewsletterLimits(database.db, { perMinute: 10_000 });
        await addActiveSubscribers(database.db, SUBSCRIBERS);
        await sendNewIssue(database.db);
      } finally {
        await database.close();
      }

      const logs = [path.join(dir, "first.log"), path.join(dir, "second.log")];
      const workers = logs.map((logFile, index) =>
        spawnMailWorker({
          databaseUrl: cluster.url,
          smtpUrl: sink.url,
          siteUrl: SITE_URL,
          leaseMs: 20_000,
          minuteMs: 1000,
          exitWhenDone: true,
          logFile,
          deliveredDir: path.join(dir, `delivered-${index}`),
        }),
      );

      // A fast stop (every session ended, as `systemctl stop` does) a quarter of the way...
      await receivedAtLeast(sink, Math.round(SUBSCRIBERS / 4));
      await cluster.stop("fast");
      const atStop = sink.received.length;
      await cluster.start();
      // ...and a restart halfway through.
      await receivedAtLeast(sink, Math.max(atStop + 1, Math.round(SUBSCRIBERS / 2)));
      await cluster.stop("fast");
      await cluster.start();
      await Promise.all(workers.map((worker) => worker.exited));

      const perRecipient = new Map<string, number>();
      for (const mail of sink.received) {
        for (const to of mail.envelopeTo) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
      }
      const twice = [...perRecipient.values()].filter((count) => count > 1).length;
      console.log(
        `${SUBSCRIBERS} copies, two stops: ${sink.received.length} delivered to ${perRecipient.size} addresses, ${twice} twice`,
      );
      expect(twice).toBe(0);
      expect(perRecipient.size).toBe(SUBSCRIBERS);
      expect(sink.received.length).toBe(SUBSCRIBERS);
      expect(await copyStatuses(cluster)).toEqual({ sent: SUBSCRIBERS });

      // Each instance says once that the database went away and once that it is back, per stop, with no stack.
      for (const file of logs) {
        const lines = logLines(file);
        const serious = lines.filter((line) => Number(line.level) >= 50);
        expect(serious.map((line) => line.msg)).toEqual(["database unreachable", "database unreachable"]);
        expect(lines.filter((line) => line.msg === "database reachable again")).toHaveLength(2);
        expect(lines.filter((line) => "err" in line || "stack" in line)).toEqual([]);
      }
    } finally {
      await sink.close();
      await cluster.dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(backend === "postgres")("a mail worker killed while the database is away", () => {
  it("leaves the copies the mail server accepted to the next worker, which records them instead of sending them again", {
    timeout: 120_000,
  }, async () => {
    const db = database.db();
    await setNewsletterLimits(db, { perMinute: 10_000 });
    await addActiveSubscribers(db, 40);
    await sendNewIssue(db);
    const target = new URL(database.url() ?? "");
    const relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${relay.port}`;
    const sink = await startSmtpSink();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "newsletter-killed-"));
    const deliveredDir = path.join(dir, "delivered");
    try {
      const worker = {
        databaseUrl: target.toString(),
        smtpUrl: sink.url,
        siteUrl: SITE_URL,
        leaseMs: 3000,
        minuteMs: 1000,
        deliveredDir,
      };
      const first = spawnMailWorker(worker);
      // The network to the database is cut as the mail server takes the tenth copy, which it then accepts.
      sink.answer = () => {
        if (sink.offered === 10) relay.cut();
        return { accept: true };
      };
      await receivedAtLeast(sink, 10);
      // The process is killed once it has kept what it could not record (at most ten seconds' wait).
      const kept = () => (fs.existsSync(deliveredDir) ? fs.readdirSync(deliveredDir).length : 0);
      for (let waited = 0; kept() === 0 && waited < 10_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const keptAtKill = kept();
      first.child.kill("SIGKILL");
      await first.exited;
      relay.restore();

      const second = spawnMailWorker({ ...worker, exitWhenDone: true });
      await second.exited;
      const addresses = sink.received.flatMap((mail) => mail.envelopeTo);
      console.log(`killed with ${keptAtKill} accepted copies not recorded; ${addresses.length} delivered in all`);
      expect(addresses.length - new Set(addresses).size).toBe(0);
      expect(new Set(addresses).size).toBe(40);
      expect(kept()).toBe(0);
    } finally {
      await sink.close();
      await relay.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
