import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { siteSettings } from "#db/schema";
import type { SiteSettingsField, SiteSettingsValues } from "#rules/site-settings";

/** The settings as the site uses them, and which of them the environment pins. */
export type SiteSettings = SiteSettingsValues & {
  /** Fields set by an environment variable: shown but not editable. */
  locked: SiteSettingsField[];
};

/** Where settings start from: values for the first start, and values the environment pins. */
export type SiteSettingsSource = {
  initial: Pick<SiteSettingsValues, "businessName" | "supportEmail" | "timeZone"> & Partial<SiteSettingsValues>;
  overrides: Partial<SiteSettingsValues>;
};

export function initialSiteSettings(source: SiteSettingsSource): SiteSettingsValues {
  return {
    phone: "",
    postalAddress: "",
    clientLoginUrl: null,
    consultationFormUrl: null,
    newsletterFormUrl: null,
    socialShortVideoUrl: null,
    socialVideoUrl: null,
    notificationEmail: "",
    seoDescription: "",
    shareImageId: null,
    requireTwoFactor: false,
    ...source.initial,
  };
}

export function applyOverrides(values: SiteSettingsValues, source: SiteSettingsSource): SiteSettings {
  const locked = Object.keys(source.overrides) as SiteSettingsField[];
  return { ...values, ...source.overrides, locked };
}

export async function readStoredSiteSettings({ db }: { db: Executor }): Promise<SiteSettingsValues | null> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) return null;
  const { id: _id, updatedAt: _updatedAt, ...values } = row;
  return values;
}

/**
 * The business's settings: what the owner saved, with the environment's pinned
 * values on top. Before the first start has stored them, the initial values.
 */
export async function readSiteSettings({
  db,
  source,
}: {
  db: Executor;
  source: SiteSettingsSource;
}): Promise<SiteSettings> {
  const stored = await readStoredSiteSettings({ db });
  return applyOverrides(stored ?? initialSiteSettings(source), source);
}

/** Stores the initial settings once; later starts keep what the owner saved. */
export async function ensureSiteSettings({ db, source }: { db: Executor; source: SiteSettingsSource }) {
  await db
    .insert(siteSettings)
    .values({ id: 1, ...initialSiteSettings(source) })
    .onConflictDoNothing();
}
