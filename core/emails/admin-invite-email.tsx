import { EmailButton, EmailLayout, type RenderedEmail, renderEmailHtml } from "./email-layout";

/** An invitation to help run the site: the link where the invited person chooses a password, valid for 7 days. */
export function adminInviteEmail({
  siteName,
  name,
  invitedBy,
  acceptUrl,
}: {
  siteName: string;
  /** The invited person's name as the inviting admin typed it; may be empty. */
  name: string;
  /** Who sent the invitation: a name, or an address. */
  invitedBy: string;
  acceptUrl: string;
}): RenderedEmail {
  const subject = `You are invited to the ${siteName} admin portal`;
  const greeting = name ? `Hello ${name},` : "Hello,";
  const invitation = `${invitedBy} invited you to help run the ${siteName} website.`;
  const text = [
    greeting,
    "",
    invitation,
    "",
    "Choose your password here (the link works once, for 7 days):",
    acceptUrl,
    "",
    "If you did not expect this, ignore this email: no account is made without the link.",
  ].join("\n");
  const html = renderEmailHtml(
    <EmailLayout siteName={siteName} preview="Choose your password (link valid for 7 days)">
      <p style={{ marginTop: 0 }}>{greeting}</p>
      <p>{invitation}</p>
      <EmailButton href={acceptUrl}>Choose your password</EmailButton>
      <p style={{ color: "#5d6b63", fontSize: 14 }}>
        The link works once, for 7 days. If you did not expect this, ignore this email: no account is made without the
        link.
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
