import { EmailButton, EmailLayout, QuotedText, type RenderedEmail, renderEmailHtml } from "./email-layout";

export type ContactAlertEmailOptions = {
  siteName: string;
  /** Address of the message in the back office. */
  messageUrl: string;
  message: { name: string; email: string; subject: string; message: string };
};

/** Tells the owner a visitor wrote; replying in her mail program answers the visitor. */
export function contactAlertEmail({ siteName, messageUrl, message }: ContactAlertEmailOptions): RenderedEmail {
  const subject = `New message from ${message.name}${message.subject ? `: ${message.subject}` : ""}`;
  const text = [
    `${message.name} <${message.email}> wrote through the contact form:`,
    "",
    message.subject ? `Subject: ${message.subject}` : "Subject: (none)",
    "",
    message.message,
    "",
    `Open it in the back office: ${messageUrl}`,
    "Replying to this email answers the visitor directly.",
  ].join("\n");
  const html = renderEmailHtml(
    <EmailLayout
      siteName={siteName}
      preview={message.message.slice(0, 120)}
      footer="You receive this because you look after this site's inbox. Replying to this email answers the visitor."
    >
      <p style={{ marginTop: 0 }}>
        <strong>{message.name}</strong> (<a href={`mailto:${message.email}`}>{message.email}</a>) wrote through the
        contact form.
      </p>
      <p style={{ margin: "0 0 4px", color: "#5d6b63", fontSize: 14 }}>Subject</p>
      <p style={{ marginTop: 0 }}>{message.subject || "(none)"}</p>
      <QuotedText>{message.message}</QuotedText>
      <EmailButton href={messageUrl}>Open in the inbox</EmailButton>
    </EmailLayout>,
  );
  return { subject, text, html };
}
