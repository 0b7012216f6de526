import nodemailer from "nodemailer";
import { confirmMailLease } from "#core/outbox/confirm-mail-lease";
import { holdQueuedMail } from "#core/outbox/hold-queued-mail";
import { recordMailFailure } from "#core/outbox/record-mail-failure";
import { recordMailSent } from "#core/outbox/record-mail-sent";
import { releaseHeldMail } from "#core/outbox/release-held-mail";
import { releaseTakenMail } from "#core/outbox/release-taken-mail";
import { renewMailLease } from "#core/outbox/renew-mail-lease";
import { resumeInterruptedMail } from "#core/outbox/resume-interrupted-mail";
import { type OutboxEmail, takeDueMail } from "#core/outbox/take-due-mail";
import { takeDueNewsletterCopies } from "#core/outbox/take-due-newsletter-copies";
import type { Database } from "#db/client";
import { deliveryAddress } from "#rules/email-address";
import type { SiteSettingsValues } from "#rules/site-settings";
import { isDatabaseUnavailable, reasonOf } from "#server/database-outage";
import type { Env } from "#server/env";
import type { Logger } from "#server/logger";
import { type MailSender, mailSender } from "./mail-sender";

export type MailWorkerOptions = {
  db: Database;
  mail: Env["mail"];
  /** The saved business name and support address, read before each batch: they make the sender. */
  siteSettings: () => Promise<Pick<SiteSettingsValues, "businessName" | "supportEmail">>;
  logger: Logger;
  /** How often the outbox is looked at. */
  pollIntervalMs?: number;
  /** How long a taken email is this worker's before another may take it; renewed before each send. */
  leaseMs?: number;
  /** The first retry's wait; each later one doubles it. */
  retryBaseMs?: number;
  /** Emails other than newsletter copies taken at once. */
  batchSize?: number;
  /** Newsletter copies taken at once, within the rate. */
  newsletterBatchSize?: number;
  /** Emails handed to the mail server at the same time (its connections). */
  concurrency?: number;
  /**
   * No other process can send from this database (the embedded one, whose
   * folder one process owns): email a killed process left `sending` is
   * queued again at start instead of waiting for its lease.
   */
  soleSender?: boolean;
  /** The newsletter rate's minute; shortened only by tests that send thousands of copies. */
  newsletterMinuteMs?: number;
};

export type MailWorker = {
  /** Looks at the outbox now instead of at the next tick. */
  wake(): void;
  /** Finishes the emails being sent, gives back the rest it had taken, and stops. */
  stop(): Promise<void>;
};

type SendFailure = { message: string; permanent: boolean };

/**
 * Sends the outbox's email through SMTP_URL, or, with no mail server
 * configured, keeps it `held` until one is. See docs/decisions/019-mail-outbox.md.
 * Other email goes first; newsletter copies go at the site's rate, and each
 * taken email is confirmed still this worker's just before it is sent
 * (docs/decisions/068-the-newsletter-is-sent-through-the-outbox.md).
 */
export function startMailWorker({
  db,
  mail,
  siteSettings,
  logger,
  pollIntervalMs = 2000,
  leaseMs = 120_000,
  retryBaseMs = 60_000,
  batchSize = 10,
  newsletterBatchSize = 50,
  concurrency = 2,
  soleSender = false,
  newsletterMinuteMs,
}: MailWorkerOptions): MailWorker {
  const transport = mail.smtpUrl
    ? nodemailer.createTransport({
        url: mail.smtpUrl,
        pool: true,
        maxConnections: concurrency,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      })
    : null;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let wanted = false;

  async function send(email: OutboxEmail, from: MailSender["from"]): Promise<SendFailure | null> {
    if (!transport) return { message: "No mail server is configured", permanent: false };
    try {
      await transport.sendMail({
        from,
        // An internationalised domain goes in its ASCII form (decision 079).
        to: deliveryAddress(email.toAddress),
        replyTo: email.replyTo ? deliveryAddress(email.replyTo) : undefined,
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

  /** Confirms one taken email is still this worker's, sends it, and records the outcome. */
  async function deliver(email: OutboxEmail, lease: Date, from: MailSender["from"]) {
    const confirmed = await confirmMailLease({ db, id: email.id, lease, leaseMs });
    if (confirmed.status === "lost") {
      logger.warn({ outboxEmailId: email.id }, "email taken by another worker after this one's lease ran out");
      return;
    }
    if (confirmed.status === "cancelled") {
      logger.info({ outboxEmailId: email.id, event: email.event }, "newsletter copy cancelled: the subscriber left");
      return;
    }
    const failure = await send(email, from);
    if (!failure) {
      await recordMailSent({ db, id: email.id, lease: confirmed.lease });
      logger.info({ outboxEmailId: email.id, event: email.event }, "email sent");
      return;
    }
    const status = await recordMailFailure({
      db,
      id: email.id,
      lease: confirmed.lease,
      attempts: email.attempts,
      error: failure.message,
      permanent: failure.permanent,
      retryBaseMs,
    });
    logger.warn({ outboxEmailId: email.id, attempts: email.attempts, status, err: failure.message }, "email not sent");
  }

  /**
   * Sends a taken batch, `concurrency` at a time. The batch shares one lease,
   * renewed for what is left once a third of it has passed; on stopping, what
   * is left is given back.
   */
  async function sendTaken(taken: OutboxEmail[]) {
    let lease = taken[0]?.leaseExpiresAt;
    if (!lease) return;
    const { from } = mailSender({ mailFrom: mail.from, siteUrl: mail.siteUrl, site: await siteSettings() });
    let renewedAt = Date.now();
    let renewing: Promise<void> | null = null;
    let left = [...taken];
    const renew = async () => {
      const renewed = await renewMailLease({ db, ids: left.map((email) => email.id), lease: lease as Date, leaseMs });
      const kept = new Set(renewed.ids);
      left = left.filter((email) => kept.has(email.id));
      if (renewed.lease) lease = renewed.lease;
      renewedAt = Date.now();
    };
    const lane = async () => {
      while (!stopping) {
        if (Date.now() - renewedAt > leaseMs / 3) {
          renewing ??= renew().finally(() => {
            renewing = null;
          });
          await renewing;
        }
        const email = left.shift();
        if (!email) return;
        await deliver(email, lease as Date, from);
      }
    };
    // Every lane ends before the batch does, so a stop waits for the sends in hand.
    const lanes = await Promise.allSettled(Array.from({ length: concurrency }, lane));
    const failed = lanes.find((outcome) => outcome.status === "rejected");
    if (failed) throw failed.reason;
    if (left.length > 0) await releaseTakenMail({ db, ids: left.map((email) => email.id), lease });
  }

  /** Sends what is due, other email first; answers when to look again if newsletter copies wait for the rate. */
  async function deliverDueMail(): Promise<number | null> {
    while (!stopping) {
      const taken = await takeDueMail({
        db,
        limit: batchSize,
        leaseMs,
        messageIdDomain: mail.messageIdDomain,
        kind: "other",
      });
      if (taken.length > 0) {
        await sendTaken(taken);
        continue;
      }
      const copies = await takeDueNewsletterCopies({
        db,
        limit: newsletterBatchSize,
        leaseMs,
        messageIdDomain: mail.messageIdDomain,
        minuteMs: newsletterMinuteMs,
      });
      if (copies.copies.length === 0) return copies.retryInMs;
      await sendTaken(copies.copies);
    }
    return null;
  }

  /** Whether the last look at the outbox found the database unreachable: said once, not every tick. */
  let unreachable = false;
  async function tick(): Promise<number | null> {
    try {
      let soon: number | null = null;
      if (transport) soon = await deliverDueMail();
      else {
        const held = await holdQueuedMail({ db });
        if (held > 0) logger.warn({ held }, "no mail server configured (SMTP_URL): email is held in the outbox");
      }
      unreachable = false;
      return soon;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) logger.error({ err: error }, "mail worker: the outbox could not be read");
      else if (!unreachable) logger.warn({ reason: reasonOf(error) }, "mail worker: database unreachable; email waits");
      unreachable ||= isDatabaseUnavailable(error);
      return null;
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
    let soon: number | null = null;
    running = tick()
      .then((retryInMs) => {
        soon = retryInMs;
      })
      .finally(() => {
        busy = false;
        const again = wanted;
        wanted = false;
        schedule(again ? 0 : Math.min(pollIntervalMs, soon ?? pollIntervalMs));
      });
  }

  running = (async () => {
    try {
      if (soleSender) {
        const resumed = await resumeInterruptedMail({ db });
        if (resumed > 0) logger.info({ resumed }, "email left sending by the last run is queued again");
      }
      if (!transport) return;
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
