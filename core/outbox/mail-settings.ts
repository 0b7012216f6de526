/** What core needs to know to write email: the mail part of the server's configuration. */
export type MailSettings = {
  /** False while no mail server is set: email is held, and forms fall back to mailto: links. */
  configured: boolean;
  siteName: string;
  /** The public address, without a trailing slash, for links in emails. */
  siteUrl: string;
  /** Where owner alerts go; null means every admin's address. */
  notifyEmail: string | null;
  messageIdDomain: string;
  newsletterDoubleOptIn: boolean;
};

/** Makes any text safe as a one-line header value such as a subject. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Mail a visitor may answer (registration emails, the owner's messages to
 * attendees): sent from the no-reply address, so replies go to the business's
 * support address from the site settings.
 */
export type VisitorMailSettings = MailSettings & { replyTo: string };
