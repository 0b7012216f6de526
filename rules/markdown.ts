import MarkdownIt from "markdown-it";

/**
 * The one Markdown renderer of the site: the public pages render the owner's
 * text with it on the server, and the back office's live preview loads it
 * lazily in the browser, so what she sees while typing is what visitors get.
 *
 * Raw HTML in the text is shown as text, and markdown-it refuses javascript:,
 * vbscript:, file: and data: links, so what the owner types cannot run in a
 * visitor's browser. A single line break is kept as a line break (`breaks`):
 * an address or a list typed line by line reads as typed.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: true });

/**
 * Bullets a word processor puts in front of list items when its text is
 * pasted: "•", "·", "–" (and the squares and circles of nested levels).
 * Numbered items ("1." or "1)") are Markdown lists already.
 */
const PASTED_BULLET = /^([ \t]*)[•·–▪◦●○■□][ \t\u00a0]+/gm;

/** A list pasted from a word processor, as the Markdown list it looks like. */
export function listsFromPastedText(text: string): string {
  return text.replace(PASTED_BULLET, "$1- ");
}

/** The owner's Markdown as safe HTML. */
export function renderMarkdown(text: string): string {
  return markdown.render(listsFromPastedText(text));
}

/** Rendered HTML whose links and images to paths on the site ("/faq") point at `siteUrl`, for reading elsewhere. */
export function absoluteSitePaths(html: string, siteUrl: string): string {
  return html.replace(/ (src|href)="\/(?!\/)/g, (_, attribute: string) => ` ${attribute}="${siteUrl}/`);
}
