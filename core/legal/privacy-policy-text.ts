/**
 * The built-in privacy policy, written for what the site actually does: its
 * own forms or an embedded provider's for consultations and the newsletter,
 * the workshop registration form, and the date it was written. The owner
 * adapts it at /admin/legal; it is a starting point, not legal advice.
 */

/** The day the text below was last changed: its "Last updated" date while the settings are older. */
export const PRIVACY_POLICY_WRITTEN = new Date("2026-11-27T00:00:00Z");

/**
 * What the text depends on: the embedded forms' addresses (null: the site's
 * own form), and whether sessions can be booked on the site (a session type
 * is active).
 */
export type PrivacyPolicyFeatures = {
  consultationFormUrl: string | null;
  newsletterFormUrl: string | null;
  bookings: boolean;
};

function providerOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "our form provider";
  }
}

const BOOKINGS_COLLECTED =
  "\n- **Session bookings** made on this site: your name, email address, your answers to the questions asked when you book, and the time you chose with the time zone you booked in. We use them to keep that time for you and to prepare for the session, and we send you its confirmation and reminders by email. When a month is fully booked you can leave your name and email address on a waiting list, and we write to you when a place opens.";

const BOOKINGS_KEPT =
  " Bookings are kept so we can run the session and look back on it with you; you can cancel or move yours with the link in your confirmation email, or ask us to delete it at any time.";

export function privacyPolicyText({ consultationFormUrl, newsletterFormUrl, bookings }: PrivacyPolicyFeatures): string {
  const consultation = consultationFormUrl
    ? `- **Consultation requests** made through the request form on our Get Started page, which is provided by ${providerOf(consultationFormUrl)} and handled under its own privacy policy.`
    : "- **Consultation requests** made through the request form on our Get Started page: your name, email address and what you tell us about your situation. They reach us as messages and are kept like them.";
  const newsletter = newsletterFormUrl
    ? `- **Newsletter signups** made through the signup form provided by ${providerOf(newsletterFormUrl)}, which holds your details under its own privacy policy.`
    : "- **Newsletter signups**: your first and last name and email address, and where on the site you signed up. We send the newsletter from this site through our own mail server, and it does not track whether you open it or which links you click.";
  return `We coach people through sensitive parts of their lives, so we treat what you tell us with care. This policy explains what we collect, why, and what you can ask of us.

## What we collect

- **Messages you send us** through the contact form: your name, email address, subject and message.
${consultation}${bookings ? BOOKINGS_COLLECTED : ""}
- **Workshop registrations** made on this site: your first and last name, email address and the note you add, if any, with the workshop date you chose. Some workshops take registrations on another site; that site's own privacy policy applies there.
${newsletter}
- **Technical data**: your IP address is used briefly to protect our forms against abuse and is not used to identify you.

We do not use advertising trackers, and we do not sell or rent your information to anyone.

## Why we use it

We use your details to answer your questions, to hold your place at a workshop and send you its details, to send the newsletter you asked for, and to prepare for coaching you booked. Financial details you share in a session are used only to build your plan.

## How long we keep it

Messages are kept while we are in touch and for up to two years after. Workshop registrations are kept so we can run the workshop and answer questions about it afterwards; you can cancel with the link in your confirmation email or ask us to delete yours at any time.${bookings ? BOOKINGS_KEPT : ""} You can unsubscribe from the newsletter at any time with the link in every email; we then stop sending it and keep a record that you unsubscribed, with the copies of the issues we sent you. If mail to your address keeps being refused, we stop sending the newsletter to it.

## Your rights

You can ask us for a copy of the information we hold about you, ask us to correct it, or ask us to delete it. Write to us at the support address on this site and we will answer within 30 days.

## Changes

If we change this policy we will update this page and the "Last updated" date at its top.`;
}

/**
 * The built-in text sites started with before it followed their settings:
 * a page still holding it word for word is the built-in one, not the owner's.
 */
export const EARLIER_PRIVACY_POLICY = `We coach people through sensitive parts of their lives, so we treat what you tell us with care. This policy explains what we collect, why, and what you can ask of us.

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

If we change this policy we will update this page and the date below.`;
