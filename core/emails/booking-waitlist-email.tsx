import { EmailButton, EmailLayout, type RenderedEmail, renderEmailHtml } from "./email-layout";

/** Tells someone on the waiting list that a place opened: whoever books first has it. */
export function bookingWaitlistEmail({
  siteName,
  name,
  sessionName,
  bookUrl,
}: {
  siteName: string;
  name: string;
  sessionName: string;
  bookUrl: string;
}): RenderedEmail {
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  const subject = `A place opened: ${sessionName}`;
  const first = `Good news: a place has opened for ${sessionName}. Places go to whoever books first, so if you would still like one, choose your time now.`;
  const text = [
    `Hi ${firstName},`,
    "",
    first,
    "",
    `Book your time: ${bookUrl}`,
    "",
    "Questions? Just reply to this email.",
  ].join("\n");
  const html = renderEmailHtml(
    <EmailLayout
      siteName={siteName}
      preview={first}
      footer={
        <>
          You receive this because this address joined the waiting list for {sessionName} at {siteName}.
        </>
      }
    >
      <p style={{ marginTop: 0 }}>Hi {firstName},</p>
      <p>{first}</p>
      <EmailButton href={bookUrl}>Book your time</EmailButton>
      <p style={{ color: "#5d6b63", fontSize: 14 }}>Questions? Just reply to this email.</p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
