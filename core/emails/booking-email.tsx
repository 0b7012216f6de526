import { formatDuration } from "#rules/duration";
import { isFreePrice } from "#rules/price";
import { EmailButton, EmailLayout, type RenderedEmail, renderEmailHtml } from "./email-layout";

/** What a visitor is told about her booking. */
export type BookingEmailKind =
  | "confirmed"
  | "pending"
  | "approved"
  | "declined"
  | "rescheduled"
  | "cancelled"
  | "reminder";

export type BookingEmailOptions = {
  kind: BookingEmailKind;
  siteName: string;
  /** The visitor's name as she gave it; the email greets her by its first word. */
  name: string;
  sessionName: string;
  durationMinutes: number;
  /** The start in her zone, e.g. "Thursday, March 12, 2026, 4:00 AM GMT+5:30". */
  whenVisitor: string;
  /** The start in the business's zone; null when it reads the same. */
  whenBusiness: string | null;
  /** The subject's date: "Thursday, March 12". */
  day: string;
  price: string;
  howToPay: string;
  /** Where it takes place; null until the time is confirmed. */
  location: string | null;
  rescheduleUrl: string;
  cancelUrl: string;
  /** The session's booking page, for booking another time. */
  bookUrl: string;
  /** Who cancelled, for "cancelled". */
  cancelledBy?: "visitor" | "owner" | null;
  /** How long before the start changes through the links stop, in words ("24 hours"); empty when they never stop. */
  changeCutoff: string;
};

const FREE_WORDS = "No payment needed: this session is free.";
const NO_PAYMENT_WORDS = "Questions about paying? Just reply to this email.";

function opening({ kind, sessionName, siteName, cancelledBy }: BookingEmailOptions): string {
  switch (kind) {
    case "confirmed":
      return `You're booked for ${sessionName}. Your time is saved, and the attached calendar file adds it to your calendar.`;
    case "pending":
      return `Thank you for booking ${sessionName}. Your time is held while it waits for approval, and we will email you as soon as it is confirmed.`;
    case "approved":
      return `Good news: your ${sessionName} is confirmed. The attached calendar file adds it to your calendar.`;
    case "declined":
      return `Sorry, the time you asked for ${sessionName} could not be confirmed, so it has been released. You are welcome to choose another time.`;
    case "rescheduled":
      return `Your ${sessionName} has a new time. The attached calendar file moves it in your calendar.`;
    case "cancelled":
      return cancelledBy === "owner"
        ? `Sorry, ${siteName} had to cancel your ${sessionName}. You are welcome to book another time.`
        : `Your ${sessionName} is cancelled, as you asked. You are welcome to book another time whenever it suits you.`;
    case "reminder":
      return `A reminder: your ${sessionName} is coming up.`;
  }
}

const SUBJECT: Record<BookingEmailKind, (session: string, day: string) => string> = {
  confirmed: (session, day) => `You're booked: ${session} on ${day}`,
  pending: (session, day) => `Waiting for approval: ${session} on ${day}`,
  approved: (session, day) => `Confirmed: ${session} on ${day}`,
  declined: (session, day) => `Not confirmed: ${session} on ${day}`,
  rescheduled: (session, day) => `New time: ${session} on ${day}`,
  cancelled: (session, day) => `Cancelled: ${session} on ${day}`,
  reminder: (session, day) => `Reminder: ${session} on ${day}`,
};

/** Whether the booking still stands after this email, so it shows the time, the way to pay and the links. */
function stands(kind: BookingEmailKind): boolean {
  return kind !== "declined" && kind !== "cancelled";
}

/**
 * What a visitor is told about her booking: the time in her zone and in the
 * business's, the session, its price and how to pay, where it takes place
 * (once confirmed) and her links to reschedule or cancel; a booking that no
 * longer stands links to booking another time.
 */
export function bookingEmail(options: BookingEmailOptions): RenderedEmail {
  const { kind, siteName, sessionName, whenVisitor, whenBusiness, price, location } = options;
  const firstName = options.name.trim().split(/\s+/)[0] ?? options.name;
  const subject = SUBJECT[kind](sessionName, options.day);
  const first = opening(options);
  const standing = stands(kind);
  const payment = isFreePrice(price) ? FREE_WORDS : options.howToPay || NO_PAYMENT_WORDS;
  const where = location ?? "You will receive the details once your time is confirmed.";
  const duration = formatDuration(options.durationMinutes);
  const businessLine = whenBusiness ? `${whenBusiness} (${siteName}'s time)` : "";
  const cutoff = options.changeCutoff
    ? `Changes through these links are possible until ${options.changeCutoff} before the start.`
    : "";
  const text = [
    `Hi ${firstName},`,
    "",
    first,
    "",
    `Session: ${sessionName} (${duration})`,
    `When: ${whenVisitor}${whenBusiness ? " (your time)" : ""}`,
    businessLine ? `      ${businessLine}` : "",
    ...(standing ? [`Where: ${where}`, `Price: ${price}`, `How to pay: ${payment}`] : []),
    "",
    ...(standing
      ? [
          `Need another time? Reschedule: ${options.rescheduleUrl}`,
          `Can't make it? Cancel: ${options.cancelUrl}`,
          cutoff,
        ]
      : [`Book another time: ${options.bookUrl}`]),
    "",
    "Questions? Just reply to this email.",
  ]
    .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
    .join("\n");
  const html = renderEmailHtml(
    <EmailLayout
      siteName={siteName}
      preview={first}
      footer={<>You receive this because this address was used to book a session with {siteName}.</>}
    >
      <p style={{ marginTop: 0 }}>Hi {firstName},</p>
      <p>{first}</p>
      <p>
        <strong>Session:</strong> {sessionName} ({duration})
        <br />
        <strong>When:</strong> {whenVisitor}
        {whenBusiness ? " (your time)" : ""}
        {businessLine ? (
          <>
            <br />
            <span style={{ color: "#5d6b63" }}>{businessLine}</span>
          </>
        ) : null}
        {standing ? (
          <>
            <br />
            <strong>Where:</strong> {where}
            <br />
            <strong>Price:</strong> {price}
          </>
        ) : null}
      </p>
      {standing ? (
        <>
          <p style={{ whiteSpace: "pre-line" }}>
            <strong>How to pay:</strong> {payment}
          </p>
          <p>
            Need another time? <a href={options.rescheduleUrl}>Reschedule</a>
            <br />
            Can't make it? <a href={options.cancelUrl}>Cancel</a>
          </p>
          {cutoff ? <p style={{ color: "#5d6b63", fontSize: 14 }}>{cutoff}</p> : null}
        </>
      ) : (
        <EmailButton href={options.bookUrl}>Book another time</EmailButton>
      )}
      <p style={{ color: "#5d6b63", fontSize: 14 }}>Questions? Just reply to this email.</p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
