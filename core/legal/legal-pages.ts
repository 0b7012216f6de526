import { eq } from "drizzle-orm";
import MarkdownIt from "markdown-it";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import type { Database, Executor } from "#db/client";
import { legalPages } from "#db/schema";
import { LEGAL_PAGES, type LegalPageSlug } from "#rules/allowed-values";
import { errorsByField, fieldErrors } from "#rules/form-text";
import { LEGAL_PAGE_TITLES, type LegalPageInput, LegalPageSchema } from "#rules/legal-page";

export type LegalPage = { slug: LegalPageSlug; title: string; body: string; updatedAt: Date | null };

export function isLegalPageSlug(value: unknown): value is LegalPageSlug {
  return typeof value === "string" && (LEGAL_PAGES as readonly string[]).includes(value);
}

// Raw HTML in the text is shown as text, and markdown-it refuses javascript:,
// vbscript:, file: and data: links, so what the owner types cannot run in a visitor's browser.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

/** The page's Markdown as safe HTML. */
export function renderLegalMarkdown(body: string): string {
  return markdown.render(body);
}

/** Both legal pages, with their default titles while they have never been saved. */
export async function listLegalPages({ db }: { db: Executor }): Promise<LegalPage[]> {
  const rows = await db.select().from(legalPages);
  return LEGAL_PAGES.map((slug) => {
    const row = rows.find((page) => page.slug === slug);
    return {
      slug,
      title: row?.title ?? LEGAL_PAGE_TITLES[slug],
      body: row?.body ?? "",
      updatedAt: row?.updatedAt ?? null,
    };
  });
}

export async function getLegalPage({ db, slug }: { db: Executor; slug: LegalPageSlug }): Promise<LegalPage> {
  const pages = await listLegalPages({ db });
  return pages.find((page) => page.slug === slug) as LegalPage;
}

/** The page as visitors see it, or null while its text is empty (the page is hidden then). */
export async function getPublishedLegalPage({ db, slug }: { db: Executor; slug: LegalPageSlug }) {
  const page = await getLegalPage({ db, slug });
  if (page.body.trim() === "") return null;
  return { title: page.title, html: renderLegalMarkdown(page.body), updatedAt: page.updatedAt };
}

export async function saveLegalPage({
  db,
  slug,
  input,
  actor,
}: {
  db: Database;
  slug: LegalPageSlug;
  input: LegalPageInput;
  actor: AuditActor;
}): Promise<{ ok: true } | { ok: false; errors: Record<string, string> }> {
  const parsed = LegalPageSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: errorsByField(fieldErrors(parsed.error)) };
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(legalPages).where(eq(legalPages.slug, slug));
    await tx
      .insert(legalPages)
      .values({ slug, ...parsed.data })
      .onConflictDoUpdate({ target: legalPages.slug, set: { ...parsed.data, updatedAt: new Date() } });
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (before?.title !== parsed.data.title) changes.title = { from: before?.title ?? null, to: parsed.data.title };
    if (before?.body !== parsed.data.body) {
      changes.body = { from: `${before?.body.length ?? 0} characters`, to: `${parsed.data.body.length} characters` };
    }
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "update", targetType: "legal_page", targetId: slug, details: { changes } },
    });
  });
  return { ok: true };
}
