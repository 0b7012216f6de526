import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { startNewsletterSend } from "#core/newsletter/start-newsletter-send";
import { newsletterIssues } from "#db/schema";
import { NEWSLETTER_ARCHIVE_TEXTS as TEXTS } from "#rules/newsletter";
import { createLogger } from "#server/logger";
import { createPageCache, type PageCache } from "#server/page-cache";
import { withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";
import { testStructuredData } from "#tests/setup/structured-data-tool";
import { addSubscriber } from "#tests/setup/subscriber-test-rows";

/**
 * The newsletter's public archive (decision 068): the list of issues sent and
 * kept in it, each issue's page, its Atom feed read by an XML parser we did
 * not write, and the links to them from the signup page and the sitemap.
 */

const SITE_URL = "https://coach.example.com";
const ZONE = "America/New_York";
const database = withTestDatabase();
const http = withAdminHttp(database, { signedIn: false, env: { SITE_URL, SITE_TIME_ZONE: ZONE } });

type IssueRow = typeof newsletterIssues.$inferInsert;

/** An issue as the back office would have left it; a sent one is in the archive unless told otherwise. */
async function addIssue(slug: string, values: Partial<IssueRow> = {}) {
  const sent = values.sendStartedAt !== undefined;
  const [row] = await database
    .db()
    .insert(newsletterIssues)
    .values({
      subject: `Issue ${slug}`,
      previewText: `Preview of ${slug}`,
      body: `Hello from ${slug}.`,
      slug,
      status: sent ? "sent" : "draft",
      inArchive: sent,
      ...values,
    })
    .returning();
  if (!row) throw new Error("no issue");
  return row;
}

const day = (date: string) => new Date(`${date}T15:00:00Z`);

async function page(path: string) {
  const response = await http.app().request(path);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

function subjectsListed(html: string): string[] {
  return [...html.matchAll(/<h2[^>]*><a[^>]*href="\/newsletter\/archive\/([a-z0-9-]+)"/g)].map(
    (match) => match[1] ?? "",
  );
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
}

/** Issues that must never be shown: a draft, a scheduled one, and a sent one kept out of the archive. */
async function addHiddenIssues() {
  await addIssue("draft-issue", { inArchive: true });
  await addIssue("scheduled-issue", { status: "scheduled", scheduledAt: day("2030-01-01"), inArchive: true });
  await addIssue("private-issue", { sendStartedAt: day("2026-06-01"), inArchive: false });
}

describe("the newsletter archive", () => {
  it("lists the issues sent to the archive newest first, a page at a time, linked from the signup page and the sitemap", async () => {
    const empty = await page("/newsletter/archive");
    expect(empty.status).toBe(200);
    expect(empty.html).toContain(TEXTS.empty);
    expect((await page("/newsletter")).html).not.toContain(TEXTS.readPast);

    await addHiddenIssues();
    // 14 in the archive: one still sending, one sent at 3 AM UTC on March 1 (February 28 in New York).
    await addIssue("late-february", { sendStartedAt: new Date("2026-03-01T03:00:00Z") });
    await addIssue("still-sending", { status: "sending", sendStartedAt: day("2026-10-01") });
    for (let month = 1; month <= 12; month++)
      await addIssue(`issue-2025-${month}`, { sendStartedAt: day(`2025-${String(month).padStart(2, "0")}-10`) });

    const first = await page("/newsletter/archive");
    expect(first.status).toBe(200);
    expect(subjectsListed(first.html)).toEqual([
      "still-sending",
      "late-february",
      ...[12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((month) => `issue-2025-${month}`),
    ]);
    expect(first.html).toContain('<time dateTime="2026-03-01T03:00:00.000Z">February 28, 2026</time>');
    expect(first.html).toContain("Preview of late-february");
    expect(first.html).toContain('<link rel="canonical" href="https://coach.example.com/newsletter/archive"/>');
    expect(first.html).toMatch(
      /<a[^>]*rel="next"[^>]*href="\/newsletter\/archive\?page=2"|href="\/newsletter\/archive\?page=2"[^>]*rel="next"/,
    );
    expect(first.html).toContain(TEXTS.pageOf(1, 2));
    expect(first.html).toContain('type="application/atom+xml"');

    const second = await page("/newsletter/archive?page=2");
    expect(subjectsListed(second.html)).toEqual(["issue-2025-2", "issue-2025-1"]);
    expect(second.html).toContain('<link rel="canonical" href="https://coach.example.com/newsletter/archive?page=2"/>');
    for (const path of ["/newsletter/archive?page=3", "/newsletter/archive?page=0", "/newsletter/archive?page=two"]) {
      const missing = await page(path);
      expect(missing.status, path).toBe(404);
      expect(missing.html, path).toContain(TEXTS.notFound);
    }

    const signup = await page("/newsletter");
    expect(signup.html).toMatch(new RegExp(`<a[^>]*href="/newsletter/archive"[^>]*>${TEXTS.readPast}</a>`));

    const sitemap = await (await http.app().request("/sitemap.xml")).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain(`${SITE_URL}/newsletter/archive`);
    expect(locations).toContain(`${SITE_URL}/newsletter/archive/late-february`);
    expect(locations).toContain(`${SITE_URL}/newsletter/archive/still-sending`);
    expect(locations.filter((location) => location?.includes("/newsletter/archive/"))).toHaveLength(14);
    for (const hidden of ["draft-issue", "scheduled-issue", "private-issue"])
      expect(locations).not.toContain(`${SITE_URL}/newsletter/archive/${hidden}`);
  });

  it("shows an issue in the site's layout with its sharing and search markup, and the site's 404 for any other address", async () => {
    await addHiddenIssues();
    await addIssue("money-habits", {
      subject: "Three small money habits",
      previewText: "Ten minutes a week adds up.",
      body: "## A money date\n\nLook at your accounts for ten minutes. See [our events](/events).\n\n<script>alert(1)</script>",
      sendStartedAt: new Date("2026-11-02T14:30:00Z"),
    });

    const issue = await page("/newsletter/archive/money-habits");
    expect(issue.status).toBe(200);
    const { html } = issue;
    expect(html).toContain('<h1 class="mt-6 font-display text-4xl font-bold">Three small money habits</h1>');
    expect(html).toContain('<time dateTime="2026-11-02T14:30:00.000Z">November 2, 2026</time>');
    expect(html).toContain("<h2>A money date</h2>");
    expect(html).toContain('<a href="/events">our events</a>');
    // The owner's text is never markup that runs.
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toMatch(/<title>Three small money habits \| [^<]+<\/title>/);
    expect(html).toContain('<meta name="description" content="Ten minutes a week adds up."/>');
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/newsletter/archive/money-habits"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<link rel="alternate" type="application/atom+xml"');
    // The way back to the archive and on to the signup, in the site's header and footer.
    expect(html).toContain('href="/newsletter/archive"');
    expect(html).toContain(`>${TEXTS.subscribe}</a>`);
    expect(html).toContain('id="main"');

    const required = [
      "author",
      "datePublished",
      "headline",
      "image",
      'publisher."@type"',
      "publisher.name",
      "publisher.logo",
      "publisher.logo.url",
      "dateModified",
      "mainEntityOfPage",
    ];
    const result = await testStructuredData(html, {
      schemas: ["jsonld:BlogPosting", "jsonld:BreadcrumbList"],
      tests: required.map((property) => ({
        test: `BlogPosting[*].${property}`,
        type: "jsonld" as const,
        schema: "BlogPosting",
      })),
    });
    expect(result.failed).toEqual([]);
    expect(jsonLdOf(html).find((data) => data["@type"] === "BlogPosting")).toMatchObject({
      headline: "Three small money habits",
      datePublished: "2026-11-02T14:30:00.000Z",
      url: `${SITE_URL}/newsletter/archive/money-habits`,
    });
    const archive = await page("/newsletter/archive");
    const blog = jsonLdOf(archive.html).find((data) => data["@type"] === "Blog");
    expect(blog?.blogPost).toEqual([expect.objectContaining({ headline: "Three small money habits" })]);

    for (const slug of [
      "draft-issue",
      "scheduled-issue",
      "private-issue",
      "no-such-issue",
      "Money-Habits",
      "a%00b",
      "feed",
    ]) {
      const missing = await page(`/newsletter/archive/${slug}`);
      expect(missing.status, slug).toBe(404);
      expect(missing.html, slug).toContain(TEXTS.notFoundText);
      expect(missing.html, slug).toContain('id="main"');
    }
  });

  it("serves the archive as an Atom feed with each issue's whole text, newest first, under ids that never change", async () => {
    await addHiddenIssues();
    const older = await addIssue("budget-basics", {
      subject: "Budgets & <feelings>",
      previewText: "",
      body: "Read [the FAQ](/faq) and ![a chart](/media/abc-640.webp).\u000b",
      sendStartedAt: day("2026-09-01"),
    });
    const response = await http.app().request("/newsletter/archive/feed.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const before = await response.text();
    expect(XMLValidator.validate(before)).toBe(true);

    const newer = await addIssue("saving-first", { subject: "Pay savings first", sendStartedAt: day("2026-10-15") });
    const xml = await (await http.app().request("/newsletter/archive/feed.xml")).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "",
      isArray: (name) => name === "entry" || name === "link",
    });
    type Link = { rel: string; type: string; href: string };
    type Entry = {
      id: string;
      title: { "#text": string };
      link: Link[];
      updated: string;
      published: string;
      author: { name: string };
      content: { type: string; "#text": string };
      summary?: unknown;
    };
    const { feed } = parser.parse(xml) as {
      feed: { xmlns: string; id: string; updated: string; link: Link[]; author: { name: string }; entry: Entry[] };
    };
    expect(feed.xmlns).toBe("http://www.w3.org/2005/Atom");
    expect(feed.link).toEqual(
      expect.arrayContaining([
        { rel: "self", type: "application/atom+xml", href: `${SITE_URL}/newsletter/archive/feed.xml` },
        { rel: "alternate", type: "text/html", href: `${SITE_URL}/newsletter/archive` },
      ]),
    );
    expect(feed.updated).toBe("2026-10-15T15:00:00.000Z");
    expect(feed.author.name).toBeTruthy();
    // Only the archived issues, newest first; each keeps the id it had before a newer one came.
    expect(feed.entry.map((entry) => entry.id)).toEqual([`urn:uuid:${newer.id}`, `urn:uuid:${older.id}`]);
    const [, budget] = feed.entry;
    expect(before).toContain(`<id>${budget?.id}</id>`);
    expect(budget).toMatchObject({
      title: { "#text": "Budgets & <feelings>" },
      link: [{ rel: "alternate", type: "text/html", href: `${SITE_URL}/newsletter/archive/budget-basics` }],
      published: "2026-09-01T15:00:00.000Z",
      updated: "2026-09-01T15:00:00.000Z",
      author: { name: feed.author.name },
    });
    expect(budget?.summary).toBeUndefined();
    // The whole text as HTML, its paths on the site made absolute for a feed reader.
    expect(budget?.content.type).toBe("html");
    expect(budget?.content["#text"]).toContain(`<a href="${SITE_URL}/faq">the FAQ</a>`);
    expect(budget?.content["#text"]).toContain(`src="${SITE_URL}/media/abc-640.webp"`);
    // Every page of the archive points feed readers at it.
    const archive = await page("/newsletter/archive");
    expect(archive.html).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="\/newsletter\/archive\/feed.xml"\/>/,
    );
  });

  it("is stored like the other public pages, and shows an issue once the schedule starts sending it", async () => {
    const caches: PageCache[] = [];
    const pageCache = createPageCache({
      db: database.db(),
      logger: createLogger("silent"),
      timeZone: () => ZONE,
      pollMs: 60_000,
    });
    caches.push(pageCache);
    try {
      const app = http.app({ pageCache });
      await addSubscriber(database.db(), { email: "reader@example.com" });
      const scheduled = await addIssue("scheduled-for-now", {
        subject: "Scheduled and archived",
        status: "scheduled",
        scheduledAt: new Date(Date.now() - 60_000),
        inArchive: true,
      });
      for (const path of ["/newsletter/archive", "/newsletter/archive/feed.xml"]) {
        expect((await app.request(path)).status).toBe(200);
        await app.request(path);
      }
      expect(pageCache.stats().entries).toBe(2);

      const started = await startNewsletterSend({
        db: database.db(),
        issueId: scheduled.id,
        mail: testMailSettings({ siteUrl: SITE_URL }),
        postalAddress: "12 Main Street\nSpringfield, IL 62701",
        actor: null,
        onlyIfDueBy: new Date(),
      });
      expect(started).toEqual({ ok: true, queued: 1 });
      // Another instance notices the new content version with its next poll.
      await pageCache.contentVersion.refresh();
      expect(await (await app.request("/newsletter/archive")).text()).toContain("Scheduled and archived");
      expect(await (await app.request("/newsletter/archive/feed.xml")).text()).toContain(`urn:uuid:${scheduled.id}`);
    } finally {
      for (const cache of caches) cache.stop();
    }
  });
});
