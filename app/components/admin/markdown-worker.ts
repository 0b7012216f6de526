import { renderMarkdown } from "#rules/markdown";

/**
 * Renders the back office's Markdown previews off the page, with the site's
 * one renderer. A worker is built as a file of its own, so the renderer is
 * fetched only by a page that shows a preview, and shares no chunk (nor the
 * loader of lazy chunks) with the public pages.
 */
// The project's types are the page's (DOM), not a worker's: these are the two members of a worker's scope it uses.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage: (html: string) => void;
};
scope.onmessage = (event) => scope.postMessage(renderMarkdown(event.data));
