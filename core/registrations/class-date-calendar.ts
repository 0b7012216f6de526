import { writeCalendarFile } from "#core/calendar/write-calendar-file";
import { classTimes } from "#rules/class-schedule";
import { classPageUrl } from "./class-page-url";

export type CalendarClassDate = {
  id: string;
  date: string;
  time: string;
  location: string;
  price: string;
  title: string;
  slug: string;
  /** Without it, the default length of rules/class-schedule.ts. */
  durationMinutes?: number;
};

/** The invitation sent with a confirmation email: from the business, to the person who took the seat. */
export type CalendarInvitation = {
  method: "request";
  /** The business: its name and the support address, where replies about the class go. */
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

/**
 * One class date as an iCalendar file. The UID is the class date's id, so a
 * second download updates the same calendar entry instead of adding another.
 * A time the owner typed that names no time of day gives an all-day entry
 * (written as `writeCalendarFile` says). With `invitation`, an iTIP REQUEST
 * (RFC 5546): it names the organizer and the attendee, who already holds the
 * seat and is asked for no reply.
 */
export function classDateCalendar({
  classDate,
  siteName,
  siteUrl,
  timeZone,
  domain,
  invitation,
}: {
  classDate: CalendarClassDate;
  siteName: string;
  siteUrl: string;
  timeZone: string;
  domain: string;
  /** For the confirmation email's attachment, so mail programs offer to add it. */
  invitation?: CalendarInvitation;
}): string {
  const url = classPageUrl(siteUrl, classDate.slug);
  const times = classTimes({
    date: classDate.date,
    time: classDate.time,
    timeZone,
    durationMinutes: classDate.durationMinutes,
  });
  return writeCalendarFile({
    name: siteName,
    company: siteName,
    product: "Classes",
    ...(invitation ? { method: invitation.method } : {}),
    entries: [
      {
        uid: `class-${classDate.id}@${domain}`,
        when: times ?? { day: classDate.date },
        summary: classDate.title,
        location: classDate.location,
        url,
        description: [`${classDate.title} (${classDate.time})`, `Price: ${classDate.price}`, url].join("\n"),
        ...(invitation
          ? { organizer: invitation.organizer, attendee: { ...invitation.attendee, answer: "accepted" } }
          : {}),
      },
    ],
  });
}
