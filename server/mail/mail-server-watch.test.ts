import { afterEach, describe, expect, it } from "vitest";
import { MAIL_SERVER_UNREACHABLE_NOTICE } from "#rules/outbox";
import { freePort } from "#scripts/lib/local-test-tools.mjs";
import { withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { recordingLogger } from "#tests/setup/recording-logger";
import { type SmtpSink, startSmtpSink } from "#tests/setup/smtp-sink";
import { type MailServerWatch, watchMailServer } from "./mail-server-watch";

const database = withTestDatabase();
const http = withAdminHttp(database);

let watch: MailServerWatch | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  watch?.stop();
  await sink?.close();
  watch = undefined;
  sink = undefined;
});

/** The dashboard as the signed-in owner sees it, on a site whose mail server is watched by `watch`. */
async function dashboard(smtpUrl: string, current: MailServerWatch) {
  const site = http.app({
    env: { SMTP_URL: smtpUrl },
    mailWorker: { wake() {}, serverProblem: current.problem },
  });
  const response = await site.request("/admin", { headers: { Cookie: http.session.cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

describe("a mail server that cannot be reached", () => {
  it("is told once in the log, naming SMTP_URL but not its password, and shown on the dashboard until it answers", async () => {
    const port = await freePort();
    const smtpUrl = `smtp://mailer:s3cret-password@127.0.0.1:${port}`;
    const { logger, lines } = recordingLogger();
    const current = watchMailServer({ smtpUrl, logger, everyMs: 100, timeoutMs: 2000 });
    watch = current;
    await current.firstCheck;
    expect(current.problem()).not.toBeNull();
    expect(await dashboard(smtpUrl, current)).toContain(MAIL_SERVER_UNREACHABLE_NOTICE);

    sink = await startSmtpSink({ port });
    await expect.poll(() => current.problem(), { timeout: 20_000 }).toBeNull();
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/^SMTP_URL: the mail server 127\.0\.0\.1:\d+ cannot be reached/);
    expect(JSON.stringify(lines)).not.toContain("s3cret-password");
    expect(lines.at(-1)?.msg).toContain("answers again");
    expect(await dashboard(smtpUrl, current)).not.toContain(MAIL_SERVER_UNREACHABLE_NOTICE);
  }, 60_000);

  it("is no notice when the mail server answers from the start", async () => {
    sink = await startSmtpSink();
    const { logger, lines } = recordingLogger();
    const current = watchMailServer({ smtpUrl: sink.url, logger, everyMs: 100, timeoutMs: 2000 });
    watch = current;
    await current.firstCheck;
    expect(current.problem()).toBeNull();
    expect(lines.filter((line) => line.level === 40)).toEqual([]);
    expect(await dashboard(sink.url, current)).not.toContain(MAIL_SERVER_UNREACHABLE_NOTICE);
  }, 60_000);
});
