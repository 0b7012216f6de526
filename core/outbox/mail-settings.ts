/** What core needs to know to write email: the server's mail configuration with the business's saved details. */
export type MailSettings = {
  /** False while no mail server is set: email is held, and forms fall back to mailto: links. */
  configured: boolean;
  /** The business name saved in Settings (the SITE_NAME variable only gives its first value). */
  siteName: string;
  /** The public address, without a trailing slash, for links in emails. */
  siteUrl: string;
  /** Where owner alerts go; null means every admin's address. */
  notifyEmail: string | null;
  messageIdDomain: string;
  newsletterDoubleOptIn: boolean;
  /**
   * The support address saved in Settings: email a person may answer
   * (booking and registration emails, newsletter issues and their test
   * copies, the confirmation of a signup) is sent from the no-reply address
   * with replies going here.
   */
  replyTo: string;
};

/** Makes any text safe as a one-line header value such as a subject. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The same settings, by the name the booking and class code knows them. */
export type VisitorMailSettings = MailSettings;
