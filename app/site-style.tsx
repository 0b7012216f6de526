import { createContext, useContext } from "react";
import stylesheetHref from "./app.css?url";

export { stylesheetHref };

/**
 * The site's stylesheet, written into every page's head in production
 * instead of linked: a linked stylesheet blocks the first paint until it has
 * downloaded, and on a slow phone connection it shares the line with the
 * page's scripts (docs/decisions/039-pages-that-do-not-move.md). The server reads
 * the built file once and hands its text down through this context; in the
 * browser the same text is read back from the page before hydration, so both
 * render the same element. Without the text (development) the file is linked.
 */
const InlineStyleContext = createContext<string | null>(null);

export const InlineStyleProvider = InlineStyleContext.Provider;

const STYLE_ID = "site-style";
let fromPage: string | null | undefined;

function styleInPage(): string | null {
  if (fromPage === undefined) {
    fromPage = typeof document === "undefined" ? null : (document.getElementById(STYLE_ID)?.textContent ?? null);
  }
  return fromPage;
}

export function SiteStyle() {
  const css = useContext(InlineStyleContext) ?? styleInPage();
  if (!css) return <link rel="stylesheet" href={stylesheetHref} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built stylesheet
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
