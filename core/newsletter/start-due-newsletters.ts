import { and, asc, eq, lte } from "drizzle-orm";
import type { MailSettings } from "#core/outbox/mail-settings";
import type { Database } from "#db/client";
import { newsletterIssues } from "#db/schema";
import { type StartNewsletterSendResult, startNewsletterSend } from "./start-newsletter-send";

export type DueNewsletterStart = { issueId: string; result: StartNewsletterSendResult };

/**
 * Starts sending every scheduled issue whose time has come (decision 068),
 * each as "Send now" would, on behalf of no one. An issue "Send now" or
 * another instance started meanwhile answers `frozen` and is left as it is;
 * one that cannot start (no postal address in the settings, an audience now
 * empty) stays scheduled and is answered with why, to be tried again.
 */
export async function startDueNewsletters({
  db,
  mail,
  postalAddress,
  now = new Date(),
}: {
  db: Database;
  mail: MailSettings;
  postalAddress: string;
  now?: Date;
}): Promise<DueNewsletterStart[]> {
  const due = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, "scheduled"), lte(newsletterIssues.scheduledAt, now)))
    .orderBy(asc(newsletterIssues.scheduledAt));
  const started: DueNewsletterStart[] = [];
  for (const issue of due) {
    const result = await startNewsletterSend({
      db,
      issueId: issue.id,
      mail,
      postalAddress,
      actor: null,
      onlyIfDueBy: now,
    });
    started.push({ issueId: issue.id, result });
  }
  return started;
}
