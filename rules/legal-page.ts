import { z } from "zod/mini";
import { limitedText } from "./content-fields";

export { LEGAL_PAGE_TITLES } from "./legal-page-titles";

export const LEGAL_PAGE_MESSAGES = {
  saved: "Page saved",
  saveFailed: "Failed to save page",
  titleRequired: "Title is required",
  hiddenWhileEmpty: "While the text is empty the page is hidden from the site and its links are removed.",
} as const;

export const LEGAL_PAGE_BODY_MAX = 50_000;
export const LEGAL_PAGE_LABELS = { title: "Title", body: "Text" } as const;

export const LegalPageSchema = z.object({
  title: limitedText("Title", 120, LEGAL_PAGE_MESSAGES.titleRequired),
  body: limitedText("Text", LEGAL_PAGE_BODY_MAX),
});

export type LegalPageInput = z.input<typeof LegalPageSchema>;
