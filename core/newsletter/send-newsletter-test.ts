import { eq } from "drizzle-orm";
import type { AuditActor } from "#core/audit/record-audit-event";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import type { MailSettings } from "#core/outbox/mail-settings";
import { type Invalid, invalid, NOT_FOUND, type Result } from "#core/result";
import type { Database } from "#db/client";
import { newsletterIssues } from "#db/schema";
import { isUuid } from "#rules/ids";
import { NEWSLETTER_EVENTS } from "#rules/newsletter";
import { newsletterSendProblems } from "#rules/newsletter-issue";
import { renderNewsletterIssue } from "./render-newsletter-issue";

/**
 * "Send a test to me": one copy of the issue as saved, to the signed-in
 * admin's own address, through the outbox like every email, answered at the
 * support address as a subscriber's copy is. It has no List-Unsubscribe
 * header: no subscriber stands behind it, so a mail program's Unsubscribe
 * button would have nothing to do. `held` says the outbox keeps it until a
 * mail server is set up.
 */
export async function sendNewsletterTest({
  db,
  id,
  mail,
  postalAddress,
  actor,
}: {
  db: Database;
  id: string;
  mail: MailSettings;
  postalAddress: string;
  actor: AuditActor;
}): Promise<Result<{ to: string; held: boolean }, typeof NOT_FOUND | Invalid<{ subject?: string; body?: string }>>> {
  if (!isUuid(id)) return NOT_FOUND;
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!issue) return NOT_FOUND;
  const { subject, body } = newsletterSendProblems({ subject: issue.subject, body: issue.body, postalAddress });
  if (subject || body) return invalid({ ...(subject ? { subject } : {}), ...(body ? { body } : {}) });
  const email = renderNewsletterIssue({ issue, mail, postalAddress });
  await enqueueMail({
    db,
    to: actor.actorEmail,
    subject: `[Test] ${email.subject}`,
    text: email.text,
    html: email.html,
    replyTo: mail.replyTo,
    event: NEWSLETTER_EVENTS.test,
    eventRef: issue.id,
  });
  return { ok: true, to: actor.actorEmail, held: !mail.configured };
}
