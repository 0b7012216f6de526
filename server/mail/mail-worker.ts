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
import { createOutageTracker, isDatabaseUnavailable, type OutageTracker } from "#server/database-outage";
import type { Env } from "#server/env";
import type { Logger } from "#server/logger";
import { createDeliveredList, type Delivered } from "./delivered-list";
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
  /**
   * Where emails the mail server accepted are kept until the outbox says
   * `sent` (delivered-list.ts): a folder outlives the process; without it
   * they are kept in memory only.
   */
  deliveredDir?: string;
  /** Told when the database cannot be reached, and when it answers again; one of the worker's own by default. */
  outage?: OutageTracker;
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
  deliveredDir,
  outage = createOutageTracker(logger),
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
  const delivered = createDeliveredList({ dir: deliveredDir, logger });
  /** Emails taken and not sent when the database went away: given back once it answers. */
  const toGiveBack: { ids: string[]; lease: Date }[] = [];

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
      delivered.add({ id: email.id, lease: confirmed.lease });
      await recordDelivered({ id: email.id, lease: confirmed.lease });
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
   * Records an email the mail server accepted as `sent`, and forgets it. When
   * the database cannot be reached the error goes up and the email stays in
   * `delivered`, to be recorded before anything new is taken.
   */
  async function recordDelivered({ id, lease }: Delivered) {
    const recorded = await recordMailSent({ db, id, lease });
    delivered.remove(id);
    if (!recorded) {
      logger.warn(
        { outboxEmailId: id },
        "email delivered after another worker took it (its lease had run out): it may arrive twice",
      );
    }
  }

  /**
   * What the database could not be told before: emails delivered are recorded
   * (while their lease still holds, nobody else takes them), and emails taken
   * but not sent are given back. Done before anything new is taken.
   */
  async function settleEarlierWork() {
    for (const email of delivered.list()) {
      try {
        await recordDelivered(email);
      } catch (error) {
        // Only an unreachable database is waited out: any other failure would hold the outbox forever.
        if (isDatabaseUnavailable(error)) throw error;
        delivered.remove(email.id);
        logger.error(
          { err: error, outboxEmailId: email.id },
          "email delivered but not recorded as sent: it may be sent again",
        );
      }
    }
    while (toGiveBack.length > 0) {
      const batch = toGiveBack[0] as { ids: string[]; lease: Date };
      await releaseTakenMail({ db, ids: batch.ids, lease: batch.lease });
      toGiveBack.shift();
    }
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
    // Once one lane fails (the database went away), the other takes nothing more.
    let halted = false;
    const lane = async () => {
      while (!stopping && !halted) {
        if (Date.now() - renewedAt > leaseMs / 3) {
          renewing ??= renew().finally(() => {
            renewing = null;
          });
          await renewing.catch((error: unknown) => {
            halted = true;
            throw error;
          });
        }
        const email = left.shift();
        if (!email) return;
        try {
          await deliver(email, lease as Date, from);
        } catch (error) {
          halted = true;
          // Not handed to the mail server: given back with the rest.
          if (!delivered.has(email.id)) left.push(email);
          throw error;
        }
      }
    };
    // Every lane ends before the batch does, so a stop waits for the sends in hand.
    const lanes = await Promise.allSettled(Array.from({ length: concurrency }, lane));
    const failed = lanes.find((outcome) => outcome.status === "rejected");
    const rest = { ids: left.map((email) => email.id), lease };
    if (failed) {
      if (rest.ids.length > 0) toGiveBack.push(rest);
      throw failed.reason;
    }
    if (rest.ids.length > 0) await releaseTakenMail({ db, ...rest });
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

  async function tick(): Promise<number | null> {
    try {
      await settleEarlierWork();
      let soon: number | null = null;
      if (transport) soon = await deliverDueMail();
      else {
        const held = await holdQueuedMail({ db });
        if (held > 0) logger.warn({ held }, "no mail server configured (SMTP_URL): email is held in the outbox");
      }
      outage.answered();
      return soon;
    } catch (error) {
      // Email waits meanwhile; what was delivered is recorded at the next look.
      if (!outage.failed(error, "mail worker"))
        logger.error({ err: error }, "mail worker: the outbox could not be read");
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
      // Delivered by a process that died or stopped before it could say so: recorded first, never sent again.
      await settleEarlierWork();
      if (soleSender) {
        const resumed = await resumeInterruptedMail({ db });
        if (resumed > 0) logger.info({ resumed }, "email left sending by the last run is queued again");
      }
      if (!transport) return;
      const released = await releaseHeldMail({ db });
      if (released > 0) logger.info({ released }, "mail server configured: sending held email");
    } catch (error) {
      if (!outage.failed(error, "mail worker"))
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
      await settleEarlierWork().catch((error: unknown) => {
        if (!outage.failed(error, "mail worker stop"))
          logger.error({ err: error }, "mail worker: could not record email sent");
      });
      if (delivered.size > 0) {
        logger.warn(
          { unrecorded: delivered.size, kept: deliveredDir ?? null },
          deliveredDir
            ? "email delivered and not yet recorded as sent: recorded at the next start"
            : "email delivered and not recorded as sent: it may be sent again",
        );
      }
    },
  };
}
