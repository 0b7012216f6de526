import type { SiteSettingsField, SiteSettingsValues } from "#rules/site-settings";
import type { SiteSettings, SiteSettingsSource } from "./site-settings";

export function applyOverrides(values: SiteSettingsValues, source: SiteSettingsSource): SiteSettings {
  const locked = Object.keys(source.overrides) as SiteSettingsField[];
  return { ...values, ...source.overrides, locked };
}
