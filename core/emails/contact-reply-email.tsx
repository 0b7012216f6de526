import { EmailLayout, QuotedText, type RenderedEmail, renderEmailHtml } from "./email-layout";

export type ContactReplyEmailOptions = {
  siteName: string;
  subject: string;
  body: string;
  /** The visitor's message and when it was sent, shown quoted below the reply. */
  original: { name: string; sentAt: string; message: string };
  quotedText: string;
};

/** The owner's answer to a visitor, with the visitor's message quoted below it. */
export function contactReplyEmail({
  siteName,
  subject,
  body,
  original,
  quotedText,
}: ContactReplyEmailOptions): RenderedEmail {
  const text = `${body}\n\n${quotedText}\n`;
  const html = renderEmailHtml(
    <EmailLayout siteName={siteName} preview={body.slice(0, 120)}>
      <div style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>{body}</div>
      <p style={{ margin: "24px 0 0", color: "#5d6b63", fontSize: 14 }}>
        On {original.sentAt}, {original.name} wrote:
      </p>
      <QuotedText>{original.message}</QuotedText>
    </EmailLayout>,
  );
  return { subject, text, html };
}
