import { privacyPolicyText } from "#core/legal/privacy-policy-text";
import type { LegalPageSlug } from "#rules/allowed-values";

/**
 * Starting text for the legal pages of a small coaching business. The owner
 * adapts it at /admin/legal; it is a starting point, not legal advice.
 */
export const INITIAL_LEGAL_PAGES: Record<LegalPageSlug, { title: string; body: string; isDefault?: boolean }> = {
  privacy: {
    title: "Privacy Policy",
    body: privacyPolicyText({ consultationFormUrl: null, newsletterFormUrl: null, bookings: false }),
    isDefault: true,
  },
  terms: {
    title: "Terms of Service",
    body: `These terms apply when you use this website or book coaching with us.

## Coaching, not financial advice

Our coaching helps you understand your money, build habits and follow a plan. We do not sell financial products and we do not give investment, tax or legal advice. For those, please speak to a licensed professional.

## Bookings and payment

- The Money Strategy Session is paid in advance. Payment plans are available on request.
- Sessions are not refundable once booked, because we reserve the time and prepare for you. If something comes up, contact us and we will find a new date.
- Workshop seats can be moved to another date with at least 24 hours notice.

## Workshops

Workshops take place live on a video meeting service and are not recorded. Please respect the privacy of other participants: do not record or share what others say.

## Using this website

The content of this site is ours unless stated otherwise. You may share links to it, but not copy it for commercial use without asking.

## Contact

Questions about these terms? Write to us at the support address on this site.`,
  },
};
