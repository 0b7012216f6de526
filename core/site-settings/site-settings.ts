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
