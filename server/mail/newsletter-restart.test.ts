import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#db/client";
import { outboxEmails } from "#db/schema";
import { backend } from "#tests/setup/database";
import { addActiveSubscribers, sendNewIssue, setNewsletterLimits } from "#tests/setup/newsletter-rows";
import { startSmtpSink } from "#tests/setup/smtp-sink";
import { spawnMailWorker } from "#tests/setup/spawn-mail-worker";

const SUBSCRIBERS = 200;
const SITE_URL = "https://coach.example.com";

/** The statuses of the issue's copies in the embedded database, opened while no worker holds it. */
async function copyStatuses(dataDir: string, issueId: string): Promise<Record<string, number>> {
  const database = await openDatabase({ databaseUrl: null, dataDir, migrate: false, durability: "relaxed" });
  try {
    const rows = await database.db
      .select({ status: outboxEmails.status })
      .from(outboxEmails)
      .where(eq(outboxEmails.newsletterIssueId, issueId));
    const counts: Record<string, number> = {};
    for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
    return counts;
  } finally {
    await database.close();
  }
}

describe.runIf(backend === "pglite")("a newsletter interrupted by a killed server", () => {
  it("reaches every subscriber once after a restart, and at most the emails in flight at the kill twice", {
    timeout: 300_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "newsletter-kill-"));
    const sink = await startSmtpSink();
    try {
      const database = await openDatabase({ databaseUrl: null, dataDir, durability: "relaxed" });
      let issueId: string;
      try {
        await setNewsletterLimits(database.db, { perMinute: 10_000 });
        await addActiveSubscribers(database.db, SUBSCRIBERS);
        issueId = await sendNewIssue(database.db);
      } finally {
        await database.close();
      }

      // The process sending is killed (kill -9) as the server is handed its 80th email.
      const accepted: string[] = [];
      const worker = { smtpUrl: sink.url, siteUrl: SITE_URL, dataDir, leaseMs: 120_000, minuteMs: 1000 };
      const first = spawnMailWorker(worker);
      sink.answer = (raw) => {
        if (sink.offered === 80) first.child.kill("SIGKILL");
        accepted.push(/^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? "");
        return { accept: true };
      };
      await first.exited;
      const acceptedAtKill = accepted.length;
      const atKill = await copyStatuses(dataDir, issueId);
      // Handed to the mail server, and accepted, but not yet recorded as sent.
      const inFlight = acceptedAtKill - (atKill.sent ?? 0);

      const second = spawnMailWorker({ ...worker, exitWhenDone: true });
      await second.exited;
      expect(await copyStatuses(dataDir, issueId)).toEqual({ sent: SUBSCRIBERS });

      const twice = accepted.length - new Set(accepted).size;
      console.log(
        `killed with ${acceptedAtKill} accepted and ${atKill.sent ?? 0} recorded sent: ${inFlight} in flight; after the restart ${twice} delivered twice`,
      );
      expect(new Set(accepted).size).toBe(SUBSCRIBERS);
      expect(accepted.filter((to) => !/^reader\d+@example\.com$/.test(to))).toEqual([]);
      expect(twice).toBeLessThanOrEqual(inFlight);
      // One email per connection the worker holds (two) can be in flight.
      expect(inFlight).toBeLessThanOrEqual(2);
      const duplicated = accepted.filter((to, index) => accepted.indexOf(to) !== index);
      expect(duplicated.every((to) => accepted.indexOf(to) < acceptedAtKill)).toBe(true);
    } finally {
      await sink.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
