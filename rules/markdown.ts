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

type MarkdownToken = ReturnType<typeof markdown.parse>[number];

/** A paragraph's or heading's words as plain text: links as "text (address)", emphasis marks dropped. */
function inlineText(children: MarkdownToken[] | null): string {
  let text = "";
  let link: { href: string; start: number } | null = null;
  for (const token of children ?? []) {
    if (token.type === "text" || token.type === "code_inline") text += token.content;
    else if (token.type === "softbreak" || token.type === "hardbreak") text += "\n";
    else if (token.type === "image") {
      const description = token.content || inlineText(token.children);
      const src = String(token.attrGet("src") ?? "");
      text += description ? `${description} (${src})` : src;
    } else if (token.type === "link_open") link = { href: String(token.attrGet("href") ?? ""), start: text.length };
    else if (token.type === "link_close" && link) {
      const words = text.slice(link.start);
      if (words.trim() !== link.href && words.trim() !== link.href.replace(/^mailto:/, "")) text += ` (${link.href})`;
      link = null;
    }
  }
  return text;
}

/**
 * The owner's Markdown as a plain-text email reads it: headings and
 * paragraphs as lines with a blank line between, lists with "-" or their
 * numbers, quotes with ">", links as "text (address)", emphasis marks dropped.
 */
export function renderMarkdownAsText(text: string): string {
  const blocks: string[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let quoteDepth = 0;
  let itemPrefix: string | null = null;
  const add = (words: string) => {
    const indent = "  ".repeat(Math.max(0, lists.length - 1));
    let lines = words.split("\n");
    if (itemPrefix !== null) {
      const prefix = itemPrefix;
      lines = lines.map((line, index) => (index === 0 ? `${indent}${prefix}${line}` : `${indent}   ${line}`));
      itemPrefix = null;
    } else if (lists.length > 0) lines = lines.map((line) => `${indent}   ${line}`);
    const quote = "> ".repeat(quoteDepth);
    const block = lines.map((line) => `${quote}${line}`.trimEnd()).join("\n");
    // Items of one list follow each other; everything else is a block of its own.
    if (lists.length > 0 && blocks.length > 0 && blocks.at(-1) !== "") blocks.push(block);
    else blocks.push("", block);
  };
  for (const token of markdown.parse(listsFromPastedText(text), {})) {
    switch (token.type) {
      case "bullet_list_open":
      case "ordered_list_open":
        if (lists.length === 0) blocks.push("");
        lists.push({ ordered: token.type === "ordered_list_open", next: Number(token.attrGet("start") ?? 1) });
        break;
      case "bullet_list_close":
      case "ordered_list_close":
        lists.pop();
        if (lists.length === 0) blocks.push("");
        break;
      case "list_item_open": {
        const list = lists.at(-1);
        itemPrefix = list?.ordered ? `${list.next++}. ` : "- ";
        break;
      }
      case "blockquote_open":
        quoteDepth += 1;
        break;
      case "blockquote_close":
        quoteDepth -= 1;
        break;
      case "inline":
        add(inlineText(token.children));
        break;
      case "fence":
      case "code_block":
        add(token.content.replace(/\n$/, ""));
        break;
      case "hr":
        add("----");
        break;
    }
  }
  return blocks
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
