import type { RenderedEmail } from "#core/emails/email-layout";
import { newsletterEmail } from "#core/emails/newsletter-email";
import { type MailSettings, oneLine } from "#core/outbox/mail-settings";
import { sampleUnsubscribeUrl } from "#core/subscribers/newsletter-links";
import { newsletterArchiveUrl } from "#rules/newsletter";

/**
 * An issue as a subscriber would get it, for the preview and the test copy:
 * the unsubscribe link opens a page that says it is a sample and
 * unsubscribes nobody.
 */
export function renderNewsletterIssue({
  issue,
  mail,
  postalAddress,
}: {
  issue: { subject: string; previewText: string; body: string; slug: string; inArchive: boolean };
  mail: Pick<MailSettings, "siteName" | "siteUrl">;
  postalAddress: string;
}): RenderedEmail & { unsubscribeUrl: string } {
  const link = sampleUnsubscribeUrl(mail.siteUrl);
  const email = newsletterEmail({
    siteName: mail.siteName,
    siteUrl: mail.siteUrl,
    postalAddress,
    subject: oneLine(issue.subject),
    previewText: oneLine(issue.previewText),
    body: issue.body,
    unsubscribeUrl: link,
    archiveUrl: issue.inArchive ? newsletterArchiveUrl(mail.siteUrl, issue.slug) : undefined,
  });
  return { ...email, unsubscribeUrl: link };
}
