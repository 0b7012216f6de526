import { absoluteSitePaths, renderMarkdown, renderMarkdownAsText } from "#rules/markdown";
import { EmailLayout, type RenderedEmail, renderEmailHtml } from "./email-layout";

export type NewsletterEmailInput = {
  siteName: string;
  /** The site's public address without a trailing slash; relative links and images are made absolute with it. */
  siteUrl: string;
  /** The business's postal address, one line or several; anti-spam laws ask for it in every newsletter. */
  postalAddress: string;
  subject: string;
  previewText: string;
  /** The Markdown. */
  body: string;
  /** This subscriber's unsubscribe page (or a stand-in the sender replaces per subscriber). */
  unsubscribeUrl: string;
  /** The page in the public archive, when it is shown there. */
  archiveUrl?: string;
};

/**
 * One issue of the newsletter as its subscribers get it (decision 068): the
 * owner's Markdown in the site's email frame, with a readable plain-text part, the
 * unsubscribe link and the postal address. Links stay as she wrote them (made
 * absolute where she wrote a path on her own site); nothing is added to track
 * who opens or clicks.
 */
export function newsletterEmail(input: NewsletterEmailInput): RenderedEmail {
  const { siteName, siteUrl, postalAddress, subject, previewText, body, unsubscribeUrl, archiveUrl } = input;
  const address = postalAddress.trim();
  const text = [
    renderMarkdownAsText(absoluteMarkdownLinks(body.trim(), siteUrl)),
    "",
    "--",
    `You receive this because you subscribed to the ${siteName} newsletter.`,
    `Unsubscribe: ${unsubscribeUrl}`,
    ...(archiveUrl ? [`Read it on the web: ${archiveUrl}`] : []),
    ...(address ? ["", address] : []),
  ].join("\n");
  const html = renderEmailHtml(
    <EmailLayout
      siteName={siteName}
      preview={previewText}
      footer={
        <>
          You receive this because you subscribed to the {siteName} newsletter.{" "}
          <a href={unsubscribeUrl} style={{ color: "#5d6b63" }}>
            Unsubscribe
          </a>
          {archiveUrl ? (
            <>
              {" · "}
              <a href={archiveUrl} style={{ color: "#5d6b63" }}>
                Read it on the web
              </a>
            </>
          ) : null}
          {address ? <div style={{ marginTop: 8, whiteSpace: "pre-line" }}>{address}</div> : null}
        </>
      }
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by markdown-it with raw HTML off (rules/markdown.ts) */}
      <div dangerouslySetInnerHTML={{ __html: emailMarkdownHtml(body, siteUrl) }} />
    </EmailLayout>,
  );
  return { subject, text, html };
}

/** Inline styles for what Markdown makes: mail programs ignore style sheets. */
const TAG_STYLES: Record<string, string> = {
  img: "max-width:100%;height:auto;border:0;border-radius:8px",
  a: "color:#1f4d3a",
  h1: "font-size:24px;line-height:1.3;margin:0 0 12px;color:#1f4d3a",
  h2: "font-size:20px;line-height:1.3;margin:24px 0 8px;color:#1f4d3a",
  h3: "font-size:17px;line-height:1.3;margin:20px 0 8px;color:#1f4d3a",
  blockquote: "margin:12px 0;padding:8px 16px;border-left:4px solid #c9bfa9;color:#3d4a43",
  p: "margin:0 0 14px",
  hr: "border:0;border-top:1px solid #e6e0d4;margin:20px 0",
};

/** The Markdown as HTML for an email: inline styles, and paths on the site made absolute. */
function emailMarkdownHtml(body: string, siteUrl: string): string {
  return absoluteSitePaths(
    renderMarkdown(body).replace(
      /<(img|a|h1|h2|h3|blockquote|p|hr)(?=[\s>/])/g,
      (_, tag: string) => `<${tag} style="${TAG_STYLES[tag]}"`,
    ),
    siteUrl,
  );
}

/** `](/path)` links and images in the plain-text part, pointed at the site. */
function absoluteMarkdownLinks(body: string, siteUrl: string): string {
  return body.replace(/\]\(\/(?!\/)/g, `](${siteUrl}/`);
}
