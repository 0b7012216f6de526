import { sql } from "drizzle-orm";
import { readStoredSiteSettings } from "#core/site-settings/read-stored-site-settings";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";
import type { HeroPage, LegalPageSlug } from "#rules/allowed-values";
import {
  isDemoPostalAddress,
  isExampleEmail,
  isExampleUrl,
  isFictionalPhone,
  mentionsExampleDomain,
} from "#rules/placeholders";

/** The settings fields a placeholder can sit in. */
export type PlaceholderField =
  | "supportEmail"
  | "notificationEmail"
  | "phone"
  | "postalAddress"
  | "clientLoginUrl"
  | "consultationFormUrl"
  | "newsletterFormUrl";

/** A stand-in the public site still shows (rules/placeholders.ts), with what the owner needs to replace it. */
export type PlaceholderWarning =
  | { kind: "placeholder-setting"; field: PlaceholderField; value: string }
  | { kind: "placeholder-social-link"; url: string }
  | { kind: "no-social-links" }
  /** Upcoming dates of a published class whose Register button goes to an example address; `first` is the soonest. */
  | {
      kind: "placeholder-register-link";
      classType: { id: string; title: string };
      first: { id: string; date: string };
      dates: number;
    }
  | { kind: "placeholder-faq"; question: { id: string; question: string } }
  | { kind: "placeholder-legal"; slug: LegalPageSlug; title: string }
  | { kind: "demo-hero"; page: HeroPage };

type RegisterRow = { id: string; date: string; url: string; typeId: string; title: string };

/**
 * Every placeholder in use on the public site: in the settings (example
 * addresses, a 555 number, the demo address, no social profile), in the
 * Register links of the coming dates, in FAQ answers and legal pages, and the
 * demo's hero images. Each read is a short list the owner writes.
 */
export async function listPlaceholders({ db, today }: { db: Executor; today: string }): Promise<PlaceholderWarning[]> {
  const [settings, register, faq, legal, heroes] = await Promise.all([
    readStoredSiteSettings({ db }),
    queryRows<RegisterRow>(
      db,
      sql`
      select i.id, i.date::text as "date", i.registration_url as "url", t.id as "typeId", t.title
      from class_instances i join class_types t on t.id = i.class_type_id
      where i.status = 'active' and t.status = 'active' and i.date >= ${today}
        and i.registration_mode = 'external' and i.registration_url is not null
      order by lower(t.title), t.id, i.date, i.id
    `,
    ),
    queryRows<{ id: string; question: string; answer: string }>(
      db,
      sql`select id, question, answer from faq_questions where status = 'active' order by category, display_order, id`,
    ),
    queryRows<{ slug: LegalPageSlug; title: string; body: string }>(
      db,
      sql`select slug, title, body from legal_pages where body <> '' order by slug`,
    ),
    queryRows<{ page: HeroPage }>(
      db,
      sql`select page_assignment as "page" from hero_images where is_active and uploaded_by = 'demo content' order by page_assignment`,
    ),
  ]);

  const found: PlaceholderWarning[] = [];
  if (settings) {
    const setting = (field: PlaceholderField, placeholder: boolean) => {
      if (placeholder) found.push({ kind: "placeholder-setting", field, value: String(settings[field] ?? "") });
    };
    setting("supportEmail", isExampleEmail(settings.supportEmail));
    setting("notificationEmail", isExampleEmail(settings.notificationEmail));
    setting("phone", isFictionalPhone(settings.phone));
    setting("postalAddress", isDemoPostalAddress(settings.postalAddress));
    setting("clientLoginUrl", isExampleUrl(settings.clientLoginUrl));
    setting("consultationFormUrl", isExampleUrl(settings.consultationFormUrl));
    setting("newsletterFormUrl", isExampleUrl(settings.newsletterFormUrl));
    for (const link of settings.socialLinks)
      if (isExampleUrl(link.url)) found.push({ kind: "placeholder-social-link", url: link.url });
    if (settings.socialLinks.length === 0) found.push({ kind: "no-social-links" });
  }

  const byType = new Map<string, Extract<PlaceholderWarning, { kind: "placeholder-register-link" }>>();
  for (const row of register.filter((date) => isExampleUrl(date.url))) {
    const known = byType.get(row.typeId);
    if (known) known.dates += 1;
    else
      byType.set(row.typeId, {
        kind: "placeholder-register-link",
        classType: { id: row.typeId, title: row.title },
        first: { id: row.id, date: row.date },
        dates: 1,
      });
  }
  found.push(...byType.values());
  for (const row of faq.filter((question) => mentionsExampleDomain(question.answer)))
    found.push({ kind: "placeholder-faq", question: { id: row.id, question: row.question } });
  for (const row of legal.filter((page) => mentionsExampleDomain(page.body)))
    found.push({ kind: "placeholder-legal", slug: row.slug, title: row.title });
  for (const row of heroes) found.push({ kind: "demo-hero", page: row.page });
  return found;
}
