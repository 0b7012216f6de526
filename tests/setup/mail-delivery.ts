import pino from "pino";
import { afterEach, beforeEach } from "vitest";
import type { Database } from "#db/client";
import { loadEnv } from "#server/env";
import { type MailWorker, type MailWorkerOptions, startMailWorker } from "#server/mail/mail-worker";
import { createSiteSettingsSnapshot } from "#server/site-settings-snapshot";
import { SITE } from "./form-post";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";

type WorkerOptions = Partial<Omit<MailWorkerOptions, "mail" | "logger" | "siteSettings">> & {
  /** The app's settings the worker reads its mail settings from, over `env` of the fixture. */
  env?: Record<string, string>;
};

/**
 * A real SMTP server for each test, and mail workers sending to it, all stopped
 * after the test. `env` is what the app under test needs to send there (SMTP_URL,
 * with the file's own settings); with `worker`, one worker starts with each test.
 */
export function withMailDelivery(
  database: { db: () => Database },
  { env = {}, worker = true }: { env?: Record<string, string>; worker?: boolean } = {},
) {
  let sink: SmtpSink | undefined;
  const workers: MailWorker[] = [];

  function started(): SmtpSink {
    if (!sink) throw new Error("The SMTP sink is not started yet");
    return sink;
  }

  const mail = {
    get sink(): SmtpSink {
      return started();
    },
    get env(): Record<string, string> {
      return { SMTP_URL: started().url, ...env };
    },
    /** Starts a worker polling every 50 ms; stopped after the test. */
    startWorker({ env: overrides = {}, db = database.db(), ...options }: WorkerOptions = {}): MailWorker {
      const config = loadEnv({ SITE_URL: SITE, ...mail.env, ...overrides }, {});
      const logger = pino({ level: "silent" });
      const settings = createSiteSettingsSnapshot({ db, source: config.siteSettings, logger });
      const running = startMailWorker({
        db,
        mail: config.mail,
        siteSettings: () => settings.refresh(),
        logger,
        pollIntervalMs: 50,
        ...options,
      });
      workers.push(running);
      return running;
    },
    /** Stops the workers started so far, before the test's end. */
    async stopWorkers(): Promise<void> {
      await Promise.all(workers.splice(0).map((running) => running.stop()));
    },
  };

  beforeEach(async () => {
    sink = await startSmtpSink();
    if (worker) mail.startWorker();
  });
  afterEach(async () => {
    await mail.stopWorkers();
    await sink?.close();
    sink = undefined;
  });
  return mail;
}
