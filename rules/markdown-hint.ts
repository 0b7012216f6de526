/** Under every Markdown text in the back office; apart from rules/markdown.ts so the hint does not bring the renderer. */
export const MARKDOWN_HINT =
  "Markdown: ## for a heading, - for a list item, **bold**, [link text](https://...). A new line stays a new line; an empty line starts a new paragraph.";
