import { and, eq, ne, sql } from "drizzle-orm";
import { errorsOf } from "#core/errors-of";
import { type Invalid, invalid } from "#core/result";
import type { Executor } from "#db/client";
import { emailSubscribers, newsletterIssues } from "#db/schema";
import { slugify } from "#rules/class-page";
import {
  NEWSLETTER_EDITOR_MESSAGES,
  NEWSLETTER_SLUG_MAX,
  type NewsletterIssueInput,
  NewsletterIssueSchema,
} from "#rules/newsletter-issue";

/** An issue's form as its row holds it. */
export type NewsletterIssueValues = {
  subject: string;
  previewText: string;
  body: string;
  slug: string;
  inArchive: boolean;
  audienceSource: string | null;
};

/**
 * Checks the issue form and makes its row's values: the audience must be a
 * source subscribers came from; an empty address is made from the subject,
 * with a number after it when another issue has it, while an address typed by
 * the owner that another issue has is refused.
 */
export async function prepareNewsletterIssue({
  db,
  input,
  id,
}: {
  db: Executor;
  input: Partial<NewsletterIssueInput>;
  /** The issue being saved, whose own address is not "another issue's". */
  id?: string;
}): Promise<{ ok: true; values: NewsletterIssueValues } | Invalid> {
  const parsed = NewsletterIssueSchema.safeParse(input);
  const errors = parsed.success ? {} : errorsOf(parsed);
  let audienceSource: string | null = null;
  if (parsed.success && parsed.data.audience) {
    audienceSource = parsed.data.audience;
    const [known] = await db
      .select({ one: sql`1` })
      .from(emailSubscribers)
      .where(eq(emailSubscribers.source, audienceSource))
      .limit(1);
    const [kept] = id
      ? await db
          .select({ one: sql`1` })
          .from(newsletterIssues)
          .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.audienceSource, audienceSource)))
      : [];
    if (!known && !kept) Object.assign(errors, { audience: NEWSLETTER_EDITOR_MESSAGES.audienceInvalid });
  }
  if (!parsed.success || Object.keys(errors).length > 0) return invalid(errors);

  const { subject, previewText, body, inArchive } = parsed.data;
  const taken = async (slug: string) =>
    (
      await db
        .select({ one: sql`1` })
        .from(newsletterIssues)
        .where(and(eq(newsletterIssues.slug, slug), id ? ne(newsletterIssues.id, id) : undefined))
    ).length > 0;
  let slug = parsed.data.slug;
  if (slug) {
    if (await taken(slug)) return invalid({ slug: NEWSLETTER_EDITOR_MESSAGES.slugTaken });
  } else {
    // Room is left for the number.
    const base =
      slugify(subject)
        .slice(0, NEWSLETTER_SLUG_MAX - 4)
        .replace(/-+$/, "") || "issue";
    slug = base;
    for (let number = 2; await taken(slug); number++) slug = `${base}-${number}`;
  }
  return { ok: true, values: { subject, previewText, body, slug, inArchive, audienceSource } };
}
