import { isFreePrice } from "#rules/price";
import { EmailButton, EmailLayout, type RenderedEmail, renderEmailHtml } from "./email-layout";

export type RegistrationEmailKind = "confirmed" | "waitlisted" | "promoted";

const OPENING: Record<RegistrationEmailKind, (title: string) => string> = {
  confirmed: (title) => `You're registered for ${title}. Your seat is saved.`,
  waitlisted: (title) =>
    `${title} is fully booked, so you're on the waitlist. If a seat opens up, it is yours and we will email you.`,
  promoted: (title) => `Good news: a seat opened up for ${title}, and it is yours. You're registered.`,
};

const SUBJECT: Record<RegistrationEmailKind, (title: string, date: string) => string> = {
  confirmed: (title, date) => `You're registered: ${title} on ${date}`,
  waitlisted: (title, date) => `You're on the waitlist: ${title} on ${date}`,
  promoted: (title, date) => `A seat opened up: ${title} on ${date}`,
};

/** When the class says nothing on paying. */
const NO_PAYMENT_WORDS = "Questions about paying? Just reply to this email.";
const FREE_CLASS_WORDS = "No payment needed: this class is free.";

/** What a registrant is told about their place at a class date, with the link to cancel it. */
export function registrationEmail({
  kind,
  siteName,
  firstName,
  title,
  when,
  location,
  price,
  howToPay,
  classUrl,
  cancelUrl,
}: {
  kind: RegistrationEmailKind;
  siteName: string;
  firstName: string;
  title: string;
  /** Date and time with the time zone, e.g. "Thursday, March 12, 2026, 6:30 PM (America/New_York)". */
  when: string;
  location: string;
  price: string;
  /** The owner's words on paying, from the class; empty when there are none. */
  howToPay: string;
  classUrl: string;
  cancelUrl: string;
}): RenderedEmail {
  const subject = SUBJECT[kind](title, when.split(",").slice(0, 3).join(",").trim());
  const opening = OPENING[kind](title);
  const seatHeld = kind !== "waitlisted";
  const payment = isFreePrice(price) ? FREE_CLASS_WORDS : howToPay || NO_PAYMENT_WORDS;
  const cancelWords = seatHeld
    ? "Can't make it? Please cancel so someone on the waitlist can have your seat:"
    : "No longer interested? Leave the waitlist:";
  const text = [
    `Hi ${firstName},`,
    "",
    opening,
    "",
    `When: ${when}`,
    `Where: ${location}`,
    `Price: ${price}`,
    `How to pay: ${payment}`,
    `Class page: ${classUrl}`,
    seatHeld ? "The attached calendar file adds the class to your calendar." : "",
    "",
    cancelWords,
    cancelUrl,
  ]
    .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
    .join("\n");
  const html = renderEmailHtml(
    <EmailLayout
      siteName={siteName}
      preview={opening}
      footer={<>You receive this because this address was used to register for a class at {siteName}.</>}
    >
      <p style={{ marginTop: 0 }}>Hi {firstName},</p>
      <p>{opening}</p>
      <p>
        <strong>When:</strong> {when}
        <br />
        <strong>Where:</strong> {location}
        <br />
        <strong>Price:</strong> {price}
      </p>
      <p style={{ whiteSpace: "pre-line" }}>
        <strong>How to pay:</strong> {payment}
      </p>
      <EmailButton href={classUrl}>View the class</EmailButton>
      <p style={{ color: "#5d6b63", fontSize: 14 }}>
        {cancelWords} <a href={cancelUrl}>{seatHeld ? "Cancel my registration" : "Leave the waitlist"}</a>
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
