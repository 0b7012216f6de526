import type { MailSettings } from "#core/outbox/mail-settings";
import type { Executor } from "#db/client";
import { adminUsers, siteSettings } from "#db/schema";

/**
 * Who the owner's alerts go to: the notification address of the site
 * settings, or every admin while it is empty (never the support address,
 * which visitors write to). NOTIFY_EMAIL is only the setting's first value,
 * used until the settings are stored. Lower-cased, each once.
 */
export async function ownerAlertRecipients({ db, mail }: { db: Executor; mail: MailSettings }): Promise<string[]> {
  const [settings] = await db.select({ notificationEmail: siteSettings.notificationEmail }).from(siteSettings);
  const notifyEmail = settings ? settings.notificationEmail : mail.notifyEmail;
  const recipients = notifyEmail
    ? [notifyEmail]
    : (await db.select({ email: adminUsers.email }).from(adminUsers)).map((admin) => admin.email);
  return [...new Set(recipients.map((address) => address.toLowerCase()))];
}
