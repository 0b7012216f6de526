import { LEGAL_PAGES, type LegalPageSlug } from "#rules/allowed-values";

export function isLegalPageSlug(value: unknown): value is LegalPageSlug {
  return typeof value === "string" && (LEGAL_PAGES as readonly string[]).includes(value);
}
