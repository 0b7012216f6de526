import MarkdownIt from "markdown-it";

// Raw HTML in the text is shown as text, and markdown-it refuses javascript:,
// vbscript:, file: and data: links, so what the owner types cannot run in a visitor's browser.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

/** The page's Markdown as safe HTML. */
export function renderLegalMarkdown(body: string): string {
  return markdown.render(body);
}
