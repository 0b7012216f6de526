import type { VisitorMailSettings } from "#core/outbox/mail-settings";

/** The mail settings of a site at https://coach.example.com, for tests; override what the test is about. */
export function testMailSettings(overrides: Partial<VisitorMailSettings> = {}): VisitorMailSettings {
  return {
    configured: true,
    siteName: "Steady Path Coaching",
    siteUrl: "https://coach.example.com",
    notifyEmail: null,
    messageIdDomain: "coach.example.com",
    newsletterDoubleOptIn: false,
    replyTo: "hello@coach.example.com",
    ...overrides,
  };
}
