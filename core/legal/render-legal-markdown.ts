import { renderMarkdown } from "#rules/markdown";

/** The page's Markdown as safe HTML, by the site's one renderer (rules/markdown.ts). */
export function renderLegalMarkdown(body: string): string {
  return renderMarkdown(body);
}
