import type { MailSettings } from "#core/outbox/mail-settings";

/** The mail settings of a site at https://coach.example.com, for tests; override what the test is about. */
export function testMailSettings(overrides: Partial<MailSettings> = {}): MailSettings {
  return {
    configured: true,
    siteName: "Steady Path Coaching",
    siteUrl: "https://coach.example.com",
    notifyEmail: null,
    messageIdDomain: "coach.example.com",
    newsletterDoubleOptIn: false,
    ...overrides,
  };
}
