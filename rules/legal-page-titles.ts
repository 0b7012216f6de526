import type { LegalPageSlug } from "./allowed-values";

/**
 * The legal pages' default titles. Kept apart from the page's form rules
 * (`legal-page.ts`), which import zod: the footer of every public page shows
 * these titles and must not bring the validation library to the browser.
 */
export const LEGAL_PAGE_TITLES: Record<LegalPageSlug, string> = {
  privacy: "Privacy Policy",
  terms: "Terms of Service",
};
