import { EmailButton, EmailLayout, type RenderedEmail, renderEmailHtml } from "./email-layout";

/** Asks a new subscriber to confirm the address is theirs and they want the newsletter. */
export function subscriptionConfirmEmail({
  siteName,
  firstName,
  confirmUrl,
  unsubscribeUrl,
}: {
  siteName: string;
  firstName: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}): RenderedEmail {
  const subject = `Please confirm your subscription to ${siteName}`;
  const text = [
    `Hi ${firstName},`,
    "",
    `Thank you for signing up for the ${siteName} newsletter. Please confirm that this is your address by opening this link:`,
    "",
    confirmUrl,
    "",
    "The link works for 7 days. If you did not sign up, ignore this email and you will not hear from us again.",
    "",
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join("\n");
  const html = renderEmailHtml(
    <EmailLayout
      siteName={siteName}
      preview="One click to confirm your subscription"
      footer={
        <>
          You receive this because this address was entered in the newsletter form of {siteName}.{" "}
          <a href={unsubscribeUrl} style={{ color: "#5d6b63" }}>
            Unsubscribe
          </a>
        </>
      }
    >
      <p style={{ marginTop: 0 }}>Hi {firstName},</p>
      <p>Thank you for signing up for the {siteName} newsletter. Please confirm that this is your address:</p>
      <EmailButton href={confirmUrl}>Confirm my subscription</EmailButton>
      <p style={{ color: "#5d6b63", fontSize: 14 }}>
        The link works for 7 days. If you did not sign up, ignore this email and you will not hear from us again.
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
