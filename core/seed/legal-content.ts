import type { LegalPageSlug } from "#rules/allowed-values";

/**
 * Starting text for the legal pages of a small coaching business. The owner
 * adapts it at /admin/legal; it is a starting point, not legal advice.
 */
export const INITIAL_LEGAL_PAGES: Record<LegalPageSlug, { title: string; body: string }> = {
  privacy: {
    title: "Privacy Policy",
    body: `We coach people through sensitive parts of their lives, so we treat what you tell us with care. This policy explains what we collect, why, and what you can ask of us.

## What we collect

- **Messages you send us** through the contact form: your name, email address, subject and message.
- **Newsletter signups**: your first and last name and email address, and where on the site you signed up.
- **Consultation requests** made through the embedded request form, which is run by our form provider under its own privacy policy.
- **Technical data**: your IP address is used briefly to protect our forms against abuse and is not used to identify you.

We do not use advertising trackers, and we do not sell or rent your information to anyone.

## Why we use it

We use your details to answer your questions, to send the newsletter you asked for, and to prepare for coaching you booked. Financial details you share in a session are used only to build your plan.

## How long we keep it

Messages are kept while we are in touch and for up to two years after. You can unsubscribe from the newsletter at any time with the link in every email; we then stop sending it and keep only a record that you unsubscribed.

## Your rights

You can ask us for a copy of the information we hold about you, ask us to correct it, or ask us to delete it. Write to us at the support address on this site and we will answer within 30 days.

## Changes

If we change this policy we will update this page and the date below.`,
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
