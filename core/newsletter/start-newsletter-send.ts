import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { newsletterEmail } from "#core/emails/newsletter-email";
import { type MailSettings, oneLine } from "#core/outbox/mail-settings";
import { type Conflict, conflict, type Invalid, invalid, NOT_FOUND, type Result } from "#core/result";
import { bumpContentVersion } from "#core/site/bump-content-version";
import { unsubscribeUrl } from "#core/subscribers/newsletter-links";
import type { Database } from "#db/client";
import { queryRow } from "#db/query-rows";
import { emailSubscribers, newsletterIssues } from "#db/schema";
import { NEWSLETTER_EVENTS, NEWSLETTER_MESSAGES, newsletterArchiveUrl } from "#rules/newsletter";
import { newsletterSendProblems } from "#rules/newsletter-issue";
import { newsletterAudience } from "./newsletter-audience";

export type StartNewsletterSendResult = Result<
  { queued: number },
  | typeof NOT_FOUND
  | Invalid<{ subject?: string; body?: string; postalAddress?: string; audience?: string }>
  | Conflict<"frozen">
>;

/**
 * Starts sending an issue (decision 068): in one transaction it freezes the
 * issue and writes one outbox email per subscriber of its audience, each with
 * the subscriber's own unsubscribe link and List-Unsubscribe headers. The
 * copies are made by the database in one INSERT ... SELECT, so no list of
 * subscribers is held in memory, and the unique index on (issue, subscriber)
 * means no subscriber ever gets a second copy, whoever starts it twice. The
 * mail worker then sends them at the newsletter's rate.
 *
 * `onlyIfDueBy`: start only an issue scheduled for that time or earlier (the
 * scheduled job); without it a draft or a scheduled issue starts now ("Send now").
 * `actor`: who pressed the button; null when the schedule started it.
 */
export async function startNewsletterSend({
  db,
  issueId,
  mail,
  postalAddress,
  actor,
  onlyIfDueBy,
}: {
  db: Database;
  issueId: string;
  mail: MailSettings;
  postalAddress: string;
  actor: AuditActor | null;
  onlyIfDueBy?: Date;
}): Promise<StartNewsletterSendResult> {
  return db.transaction(async (tx): Promise<StartNewsletterSendResult> => {
    // The row lock makes "Send now" and the schedule (or two instances) start it once.
    const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId)).for("update");
    if (!issue) return NOT_FOUND;
    if (issue.status === "sending" || issue.status === "sent") return conflict("frozen");
    if (onlyIfDueBy && (issue.status !== "scheduled" || !issue.scheduledAt || issue.scheduledAt > onlyIfDueBy))
      return conflict("frozen");

    const subject = oneLine(issue.subject);
    const errors = newsletterSendProblems({ subject, body: issue.body, postalAddress });
    if (Object.keys(errors).length > 0) return invalid(errors);

    // Rendered once with a stand-in for the unsubscribe link, which the database replaces per subscriber.
    const standIn = `UNSUBSCRIBE${randomUUID().replaceAll("-", "")}`;
    const email = newsletterEmail({
      siteName: mail.siteName,
      siteUrl: mail.siteUrl,
      postalAddress,
      subject,
      previewText: oneLine(issue.previewText),
      body: issue.body,
      unsubscribeUrl: standIn,
      archiveUrl: issue.inArchive ? newsletterArchiveUrl(mail.siteUrl, issue.slug) : undefined,
    });
    const link = sql`${unsubscribeUrl(mail.siteUrl, "")} || ${emailSubscribers.unsubscribeToken}`;
    const copies = await queryRow<{ queued: number }>(
      tx,
      sql`
      with copies as (
        insert into outbox_emails
          (to_address, reply_to, subject, text_body, html_body, headers, event, event_ref, newsletter_issue_id, subscriber_id)
        select ${emailSubscribers.email}, ${mail.replyTo}, ${email.subject}, replace(${email.text}, ${standIn}, ${link}),
          replace(${email.html}, ${standIn}, ${link}),
          jsonb_build_object('List-Unsubscribe', '<' || ${link} || '>', 'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'),
          ${NEWSLETTER_EVENTS.issue}, ${issue.id}, ${issue.id}::uuid, ${emailSubscribers.id}
        from ${emailSubscribers}
        where ${newsletterAudience(issue.audienceSource)}
        on conflict (newsletter_issue_id, subscriber_id) do nothing
        returning 1
      )
      select count(*)::int as queued from copies
    `,
    );
    const queued = Number(copies?.queued ?? 0);
    if (queued === 0) return invalid({ audience: NEWSLETTER_MESSAGES.noRecipients });

    await tx
      .update(newsletterIssues)
      .set({ status: "sending", scheduledAt: null, sendStartedAt: sql`now()`, recipientCount: queued })
      .where(eq(newsletterIssues.id, issue.id));
    if (actor) {
      await recordAuditEvent({
        db: tx,
        event: {
          ...actor,
          action: "newsletter_sent",
          targetType: "newsletter_issue",
          targetId: issue.id,
          details: { subject, recipients: queued },
        },
      });
    } else if (issue.inArchive) {
      // It now shows in the public archive.
      await bumpContentVersion({ db: tx });
    }
    return { ok: true, queued };
  });
}
