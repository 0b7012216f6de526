import { sql } from "drizzle-orm";
import { startNewsletterSend } from "#core/newsletter/start-newsletter-send";
import type { Database } from "#db/client";
import { newsletterIssues, siteSettings } from "#db/schema";
import { testMailSettings } from "./mail-settings";

/** Builders shared by the newsletter's sending tests. */

export const POSTAL_ADDRESS = "12 Main Street\nSpringfield, IL 62701";

/** Stores the site settings with the newsletter's sending limits. */
export async function setNewsletterLimits(
  db: Database,
  limits: { perMinute?: number; failureLimit?: number } = {},
): Promise<void> {
  const values = {
    newsletterPerMinute: limits.perMinute ?? 60,
    newsletterFailureLimit: limits.failureLimit ?? 3,
  };
  await db
    .insert(siteSettings)
    .values({
      businessName: "Steady Path Coaching",
      supportEmail: "hello@coach.example.com",
      timeZone: "America/Chicago",
      postalAddress: POSTAL_ADDRESS,
      ...values,
    })
    .onConflictDoUpdate({ target: siteSettings.id, set: values });
}

/** A draft issue; its slug unique. */
export async function addIssue(db: Database, values: Partial<typeof newsletterIssues.$inferInsert> = {}) {
  const [row] = await db
    .insert(newsletterIssues)
    .values({
      subject: "Three money habits for December",
      previewText: "Small steps before the holidays",
      body: "Hello!\n\nRead [our FAQ](/faq) before the holidays.",
      slug: `december-${crypto.randomUUID().slice(0, 8)}`,
      ...values,
    })
    .returning();
  if (!row) throw new Error("no issue");
  return row;
}

/** Writes an issue and queues its copies as "Send now" does; answers the issue's id. */
export async function sendNewIssue(db: Database, values: Partial<typeof newsletterIssues.$inferInsert> = {}) {
  const issue = await addIssue(db, values);
  const started = await startNewsletterSend({
    db,
    issueId: issue.id,
    mail: testMailSettings(),
    postalAddress: POSTAL_ADDRESS,
    actor: null,
  });
  if (!started.ok) throw new Error(`the issue did not start: ${JSON.stringify(started)}`);
  return issue.id;
}

/** `count` active subscribers `reader{n}@example.com`, in one statement. */
export async function addActiveSubscribers(db: Database, count: number, prefix = "reader"): Promise<void> {
  await db.execute(sql`
    insert into email_subscribers (first_name, last_name, email, source, status, subscribed_at)
    select 'Reader', 'Number ' || n, ${prefix} || n || '@example.com', 'website', 'active', now()
    from generate_series(1, ${count}) as n`);
}
