import { type RegistrationEmailKind, registrationEmail } from "#core/emails/registration-email";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import type { Executor } from "#db/client";
import { classTimes } from "#rules/class-schedule";
import { describeInstant } from "#rules/describe-instant";
import { classDateCalendar } from "./class-date-calendar";
import { classPageUrl } from "./class-page-url";
import type { RegistrationClassDate } from "./lock-class-date";

export const REGISTRATION_EMAIL_EVENT = "class-registration";

/**
 * Writes the email that tells a registrant where they stand, into the outbox
 * within the caller's transaction; a held seat comes with the calendar file.
 */
export async function sendRegistrationEmail({
  db,
  mail,
  timeZone,
  kind,
  classDate,
  registration,
}: {
  db: Executor;
  mail: VisitorMailSettings;
  timeZone: string;
  kind: RegistrationEmailKind;
  classDate: RegistrationClassDate;
  registration: { id: string; email: string; firstName: string; cancelToken: string };
}): Promise<void> {
  const message = registrationEmail({
    kind,
    siteName: mail.siteName,
    firstName: registration.firstName,
    title: classDate.title,
    when: describeClassTime(classDate, timeZone),
    location: classDate.location,
    price: classDate.price,
    howToPay: classDate.howToPay,
    classUrl: classPageUrl(mail.siteUrl, classDate.slug),
    cancelUrl: cancelRegistrationUrl(mail.siteUrl, registration.cancelToken),
  });
  const calendar =
    kind === "waitlisted"
      ? []
      : [
          {
            filename: "class.ics",
            contentType: "text/calendar; method=REQUEST; charset=utf-8",
            content: classDateCalendar({
              classDate,
              siteName: mail.siteName,
              siteUrl: mail.siteUrl,
              timeZone,
              domain: mail.messageIdDomain,
              invitation: {
                method: "request",
                organizer: { name: mail.siteName, email: mail.replyTo },
                attendee: { name: registration.firstName, email: registration.email },
              },
            }),
          },
        ];
  await enqueueMail({
    db,
    to: registration.email,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: mail.replyTo,
    attachments: calendar,
    event: REGISTRATION_EMAIL_EVENT,
    eventRef: registration.id,
  });
}

/** The personal link that cancels one registration. */
function cancelRegistrationUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/registration/cancel?token=${encodeURIComponent(token)}`;
}

/** "Thursday, March 12, 2026, 6:30 PM EDT", or the date and the owner's own words when the time is not a clock time. */
function describeClassTime(classDate: { date: string; time: string }, timeZone: string): string {
  const times = classTimes({ date: classDate.date, time: classDate.time, timeZone });
  if (!times) {
    const day = new Date(`${classDate.date}T12:00:00Z`).toLocaleDateString("en-US", {
      timeZone: "UTC",
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
    });
    return `${day}, ${classDate.time}`;
  }
  return describeInstant(times.start, timeZone);
}
