import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The frame of every email: one centred column of at most 560 px that narrows
 * with the window, inline styles only (mail programs drop style sheets), and
 * a footer naming the business. Tables, because some mail programs still lay
 * out nothing else reliably.
 */
export function EmailLayout({
  siteName,
  preview,
  children,
  footer,
}: {
  siteName: string;
  /** The line mail programs show after the subject in the message list. */
  preview: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: "#f4f1ea", fontFamily: FONT }}>
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>{preview}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: "#f4f1ea" }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 560, backgroundColor: "#ffffff", borderRadius: 12 }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: "20px 24px", borderBottom: "1px solid #e6e0d4" }}>
                        <strong style={{ color: "#1f4d3a", fontSize: 18 }}>{siteName}</strong>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: 24, color: "#22302a", fontSize: 16, lineHeight: 1.5 }}>{children}</td>
                    </tr>
                  </tbody>
                </table>
                {footer ? (
                  <div style={{ maxWidth: 560, padding: "16px 12px", color: "#5d6b63", fontSize: 13 }}>{footer}</div>
                ) : null}
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** A button-like link that survives mail programs which ignore padding on links. */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "20px 0" }}>
      <tbody>
        <tr>
          <td style={{ backgroundColor: "#1f4d3a", borderRadius: 999 }}>
            <a
              href={href}
              style={{
                display: "inline-block",
                padding: "12px 24px",
                color: "#ffffff",
                fontWeight: 600,
                textDecoration: "none",
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Text the visitor wrote, kept as written: line breaks shown, nothing interpreted as HTML. */
export function QuotedText({ children }: { children: string }) {
  return (
    <div
      style={{
        margin: "12px 0",
        padding: "12px 16px",
        borderLeft: "4px solid #c9bfa9",
        backgroundColor: "#faf8f3",
        whiteSpace: "pre-wrap",
        wordBreak: "break-word",
      }}
    >
      {children}
    </div>
  );
}

export function renderEmailHtml(email: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(email)}`;
}

export type RenderedEmail = { subject: string; text: string; html: string };
