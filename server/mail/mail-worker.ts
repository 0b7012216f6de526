import nodemailer from "nodemailer";
import { holdQueuedMail } from "#core/outbox/hold-queued-mail";
import { recordMailFailure } from "#core/outbox/record-mail-failure";
import { recordMailSent } from "#core/outbox/record-mail-sent";
import { releaseHeldMail } from "#core/outbox/release-held-mail";
import { releaseTakenMail } from "#core/outbox/release-taken-mail";
import { type OutboxEmail, takeDueMail } from "#core/outbox/take-due-mail";
import type { Database } from "#db/client";
import { isDatabaseUnavailable, reasonOf } from "#server/database-outage";
import type { Env } from "#server/env";
import type { Logger } from "#server/logger";

export type MailWorkerOptions = {
  db: Database;
  mail: Env["mail"];
  logger: Logger;
  /** How often the outbox is looked at. */
  pollIntervalMs?: number;
  /** How long a taken email is this worker's before another may retry it. */
  leaseMs?: number;
  /** The first retry's wait; each later one doubles it. */
  retryBaseMs?: number;
  batchSize?: number;
};

export type MailWorker = {
  /** Looks at the outbox now instead of at the next tick. */
  wake(): void;
  /** Finishes the email being sent, gives back the rest it had taken, and stops. */
  stop(): Promise<void>;
};

type SendFailure = { message: string; permanent: boolean };

/**
 * Sends the outbox's email through SMTP_URL, or, with no mail server
 * configured, keeps it `held` until one is. See docs/decisions/019-mail-outbox.md.
 */
export function startMailWorker({
  db,
  mail,
  logger,
  pollIntervalMs = 2000,
  leaseMs = 120_000,
  retryBaseMs = 60_000,
  batchSize = 10,
}: MailWorkerOptions): MailWorker {
  const transport = mail.smtpUrl
    ? nodemailer.createTransport({
        url: mail.smtpUrl,
        pool: true,
        maxConnections: 2,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      })
    : null;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let wanted = false;

  async function send(email: OutboxEmail): Promise<SendFailure | null> {
    if (!transport) return { message: "No mail server is configured", permanent: false };
    try {
      await transport.sendMail({
        from: mail.from,
        to: email.toAddress,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody ?? undefined,
        headers: email.headers,
        messageId: email.messageId ?? undefined,
        date: email.createdAt,
        attachments: email.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.contentBase64, "base64"),
        })),
      });
      return null;
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      return { message: (error as Error).message, permanent: code !== undefined && code >= 500 && code < 600 };
    }
  }

  async function deliverDueMail() {
    while (!stopping) {
      const taken = await takeDueMail({ db, limit: batchSize, leaseMs, messageIdDomain: mail.messageIdDomain });
      if (taken.length === 0) return;
      for (const [index, email] of taken.entries()) {
        if (stopping) {
          await releaseTakenMail({ db, ids: taken.slice(index).map((rest) => rest.id) });
          return;
        }
        const failure = await send(email);
        if (!failure) {
          await recordMailSent({ db, id: email.id });
          logger.info({ outboxEmailId: email.id, event: email.event }, "email sent");
          continue;
        }
        const status = await recordMailFailure({
          db,
          id: email.id,
          attempts: email.attempts,
          error: failure.message,
          permanent: failure.permanent,
          retryBaseMs,
        });
        logger.warn(
          { outboxEmailId: email.id, attempts: email.attempts, status, err: failure.message },
          "email not sent",
        );
      }
    }
  }

  /** Whether the last look at the outbox found the database unreachable: said once, not every tick. */
  let unreachable = false;
  async function tick() {
    try {
      if (transport) await deliverDueMail();
      else {
        const held = await holdQueuedMail({ db });
        if (held > 0) logger.warn({ held }, "no mail server configured (SMTP_URL): email is held in the outbox");
      }
      unreachable = false;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) logger.error({ err: error }, "mail worker: the outbox could not be read");
      else if (!unreachable) logger.warn({ reason: reasonOf(error) }, "mail worker: database unreachable; email waits");
      unreachable ||= isDatabaseUnavailable(error);
    }
  }

  let busy = true;
  function schedule(delayMs: number) {
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
    timer.unref();
  }
  function run() {
    busy = true;
    running = tick().finally(() => {
      busy = false;
      const again = wanted;
      wanted = false;
      schedule(again ? 0 : pollIntervalMs);
    });
  }

  running = (async () => {
    if (!transport) return;
    try {
      const released = await releaseHeldMail({ db });
      if (released > 0) logger.info({ released }, "mail server configured: sending held email");
    } catch (error) {
      logger.error({ err: error }, "mail worker: held email could not be released");
    }
  })().finally(() => {
    busy = false;
    schedule(0);
  });

  return {
    wake() {
      if (stopping) return;
      if (busy) wanted = true;
      else schedule(0);
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}
