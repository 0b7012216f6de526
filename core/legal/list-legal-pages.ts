import { max, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { legalPages, sessionTypes, siteSettings } from "#db/schema";
import { LEGAL_PAGES, type LegalPageSlug } from "#rules/allowed-values";
import { LEGAL_PAGE_TITLES } from "#rules/legal-page";
import { EARLIER_PRIVACY_POLICY, PRIVACY_POLICY_WRITTEN, privacyPolicyText } from "./privacy-policy-text";

export type LegalPage = {
  slug: LegalPageSlug;
  title: string;
  body: string;
  /** When the owner last saved it; for the built-in privacy policy, when its text was last written or its settings changed. */
  updatedAt: Date | null;
  /** The built-in text, which follows the settings until the owner saves her own. */
  isDefault: boolean;
};

/**
 * Both legal pages, with their default titles while they have never been
 * saved. The built-in privacy policy is written from the current settings
 * (docs/decisions/057-the-built-in-privacy-policy-follows-the-site.md).
 */
export async function listLegalPages({ db }: { db: Executor }): Promise<LegalPage[]> {
  const [rows, [settings], [sessions]] = await Promise.all([
    db.select().from(legalPages),
    db
      .select({
        consultationFormUrl: siteSettings.consultationFormUrl,
        newsletterFormUrl: siteSettings.newsletterFormUrl,
        updatedAt: siteSettings.updatedAt,
      })
      .from(siteSettings),
    // Whether booking is offered, and when a session type last changed (and so perhaps whether it is).
    db
      .select({
        active: sql<boolean>`coalesce(bool_or(${sessionTypes.status} = 'active'), false)`,
        updatedAt: max(sessionTypes.updatedAt),
      })
      .from(sessionTypes),
  ]);
  return LEGAL_PAGES.map((slug) => {
    const row = rows.find((page) => page.slug === slug);
    const page = {
      slug,
      title: row?.title ?? LEGAL_PAGE_TITLES[slug],
      body: row?.body ?? "",
      updatedAt: row?.updatedAt ?? null,
      isDefault: row?.isDefault ?? false,
    };
    if (slug !== "privacy" || !row || !(row.isDefault || row.body === EARLIER_PRIVACY_POLICY)) return page;
    const changed = [settings?.updatedAt, sessions?.updatedAt].reduce<Date>(
      (latest, date) => (date && date > latest ? date : latest),
      PRIVACY_POLICY_WRITTEN,
    );
    return {
      ...page,
      body: privacyPolicyText({
        consultationFormUrl: settings?.consultationFormUrl ?? null,
        newsletterFormUrl: settings?.newsletterFormUrl ?? null,
        bookings: sessions?.active ?? false,
      }),
      updatedAt: changed,
      isDefault: true,
    };
  });
}
