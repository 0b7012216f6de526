import { EmailButton, EmailLayout, type RenderedEmail, renderEmailHtml } from "./email-layout";

/** The link to choose a new password; it says what to do if the admin did not ask for it. */
export function passwordResetEmail({ siteName, resetUrl }: { siteName: string; resetUrl: string }): RenderedEmail {
  const subject = `Reset your ${siteName} admin password`;
  const text = [
    "Someone (hopefully you) asked to reset the password of your admin account.",
    "",
    "Choose a new password here (the link works once, for 30 minutes):",
    resetUrl,
    "",
    "If you did not ask for this, ignore this email: your password stays as it is.",
  ].join("\n");
  const html = renderEmailHtml(
    <EmailLayout siteName={siteName} preview="Choose a new password (link valid for 30 minutes)">
      <p style={{ marginTop: 0 }}>Someone (hopefully you) asked to reset the password of your admin account.</p>
      <EmailButton href={resetUrl}>Choose a new password</EmailButton>
      <p style={{ color: "#5d6b63", fontSize: 14 }}>
        The link works once, for 30 minutes. If you did not ask for this, ignore this email: your password stays as it
        is.
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
