import type { IntakeAnswer } from "#rules/booking-data";
import { formatDuration } from "#rules/duration";
import { EmailButton, EmailLayout, type RenderedEmail, renderEmailHtml } from "./email-layout";

/** What the owner is told: a new booking, or the visitor moved or cancelled hers. */
export type BookingAlertKind = "booked" | "rescheduled" | "cancelled";

export type BookingAlertEmailOptions = {
  kind: BookingAlertKind;
  siteName: string;
  visitor: { name: string; email: string; timeZone: string };
  sessionName: string;
  durationMinutes: number;
  /** The start in the business's zone. */
  when: string;
  /** The subject's date: "Thursday, March 12". */
  day: string;
  /** The booking waits for her approval. */
  pending: boolean;
  answers: IntakeAnswer[];
  /** The booking in the back office. */
  bookingUrl: string;
};

const SUBJECT: Record<BookingAlertKind, (name: string, session: string, day: string) => string> = {
  booked: (name, session, day) => `New booking: ${name}, ${session} on ${day}`,
  rescheduled: (name, session, day) => `Rescheduled: ${name} moved ${session} to ${day}`,
  cancelled: (name, session, day) => `Cancelled: ${name} cancelled ${session} on ${day}`,
};

function opening({ kind, visitor, sessionName, pending }: BookingAlertEmailOptions): string {
  if (kind === "rescheduled") return `${visitor.name} moved ${sessionName} to a new time.`;
  if (kind === "cancelled") return `${visitor.name} cancelled ${sessionName}; the time is free again.`;
  return pending
    ? `${visitor.name} booked ${sessionName}. It waits for your approval: approve or decline it in the back office.`
    : `${visitor.name} booked ${sessionName}.`;
}

/** Tells the owner about a booking, with the intake answers; replying in her mail program answers the visitor. */
export function bookingAlertEmail(options: BookingAlertEmailOptions): RenderedEmail {
  const { kind, siteName, visitor, sessionName, when, answers, bookingUrl } = options;
  const subject = SUBJECT[kind](visitor.name, sessionName, options.day);
  const first = opening(options);
  const duration = formatDuration(options.durationMinutes);
  const showAnswers = kind === "booked" && answers.length > 0;
  const text = [
    first,
    "",
    `Who: ${visitor.name} <${visitor.email}>`,
    `Session: ${sessionName} (${duration})`,
    `When: ${when}`,
    `Her time zone: ${visitor.timeZone}`,
    ...(showAnswers
      ? ["", ...answers.flatMap((answer) => [`${answer.question}`, `${answer.answer || "(no answer)"}`, ""])]
      : [""]),
    `Open it in the back office: ${bookingUrl}`,
    "Replying to this email answers the visitor directly.",
  ].join("\n");
  const html = renderEmailHtml(
    <EmailLayout
      siteName={siteName}
      preview={first}
      footer="You receive this because you look after this site's bookings. Replying to this email answers the visitor."
    >
      <p style={{ marginTop: 0 }}>{first}</p>
      <p>
        <strong>Who:</strong> {visitor.name} (<a href={`mailto:${visitor.email}`}>{visitor.email}</a>)
        <br />
        <strong>Session:</strong> {sessionName} ({duration})
        <br />
        <strong>When:</strong> {when}
        <br />
        <strong>Her time zone:</strong> {visitor.timeZone}
      </p>
      {showAnswers
        ? answers.map((answer) => (
            <div key={answer.questionId}>
              <p style={{ margin: "0 0 4px", color: "#5d6b63", fontSize: 14 }}>{answer.question}</p>
              <p style={{ marginTop: 0, whiteSpace: "pre-line" }}>{answer.answer || "(no answer)"}</p>
            </div>
          ))
        : null}
      <EmailButton href={bookingUrl}>Open the booking</EmailButton>
    </EmailLayout>,
  );
  return { subject, text, html };
}
