import { desc } from "drizzle-orm";
import type { Executor } from "#db/client";
import { newsletterIssues } from "#db/schema";
import { absoluteSitePaths, renderMarkdown } from "#rules/markdown";
import {
  NEWSLETTER_ARCHIVE_PATH,
  NEWSLETTER_ARCHIVE_TEXTS,
  NEWSLETTER_FEED_PATH,
  newsletterArchiveUrl,
} from "#rules/newsletter";
import { archivedIssueColumns, archivedIssues } from "./archived-issues";

/** How many of the newest issues the feed carries, each with its whole text. */
const FEED_ENTRIES = 20;

// Characters XML 1.0 does not allow at all (control characters, lone surrogates, U+FFFE/U+FFFF).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };

function xmlText(text: string): string {
  return text.replace(NOT_XML, "").replace(/[<>&'"]/g, (char) => ENTITIES[char] ?? char);
}

/**
 * The archive as an Atom feed (RFC 4287): the newest issues, each with its
 * whole text as HTML (paths on the site made absolute, so feed readers can
 * follow them), its own page, and an id that never changes (the issue's
 * uuid), whatever happens to its address or the site's.
 */
export async function buildNewsletterFeed({
  db,
  siteUrl,
  siteName,
  now = new Date(),
}: {
  db: Executor;
  siteUrl: string;
  /** The business's name: the feed's title and author. */
  siteName: string;
  /** The feed's date while it has no entry. */
  now?: Date;
}): Promise<string> {
  const issues = await db
    .select(archivedIssueColumns)
    .from(newsletterIssues)
    .where(archivedIssues())
    .orderBy(desc(newsletterIssues.sendStartedAt), desc(newsletterIssues.id))
    .limit(FEED_ENTRIES);
  const author = `<author><name>${xmlText(siteName)}</name><uri>${xmlText(siteUrl)}/</uri></author>`;
  // An issue is frozen once sending starts, so that is when it was last changed.
  const updated = (issues[0]?.sentAt ?? now).toISOString();
  const entries = issues.map((issue) => {
    const page = newsletterArchiveUrl(siteUrl, issue.slug);
    const html = absoluteSitePaths(renderMarkdown(issue.body), siteUrl);
    const sent = issue.sentAt.toISOString();
    return [
      "<entry>",
      `<id>urn:uuid:${issue.id}</id>`,
      `<title type="text">${xmlText(issue.subject)}</title>`,
      `<link rel="alternate" type="text/html" href="${xmlText(page)}"/>`,
      `<published>${sent}</published>`,
      `<updated>${sent}</updated>`,
      author,
      issue.previewText.trim() ? `<summary type="text">${xmlText(issue.previewText.trim())}</summary>` : "",
      `<content type="html">${xmlText(html)}</content>`,
      "</entry>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${xmlText(siteUrl + NEWSLETTER_ARCHIVE_PATH)}</id>`,
    `<title type="text">${xmlText(NEWSLETTER_ARCHIVE_TEXTS.feedTitle(siteName))}</title>`,
    `<link rel="self" type="application/atom+xml" href="${xmlText(siteUrl + NEWSLETTER_FEED_PATH)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlText(siteUrl + NEWSLETTER_ARCHIVE_PATH)}"/>`,
    `<updated>${updated}</updated>`,
    author,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
