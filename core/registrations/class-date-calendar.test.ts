import { describe, expect, it } from "vitest";
import { readCalendar } from "#tests/setup/calendar-reader";
import { withServerTimeZone } from "#tests/setup/server-time-zone";
import { type CalendarClassDate, classDateCalendar } from "./class-date-calendar";

const CLASS_DATE: CalendarClassDate = {
  id: "c0ffee00-0000-4000-8000-000000000001",
  date: "2027-03-15",
  time: "6:30 PM",
  location: "Community Library, Room 2",
  price: "$49",
  title: "Budget Basics",
  slug: "budget-basics",
};

function fileOf(classDate: CalendarClassDate, invitation?: Parameters<typeof classDateCalendar>[0]["invitation"]) {
  const [entry, ...others] = readCalendar(
    classDateCalendar({
      classDate,
      siteName: "Steady Path Coaching",
      siteUrl: "https://coach.example.com",
      timeZone: "America/New_York",
      domain: "coach.example.com",
      ...(invitation ? { invitation } : {}),
    }),
  );
  expect(others).toHaveLength(0);
  if (!entry) throw new Error("no entry");
  return entry;
}

describe("a class date's calendar file, made on a server whose own clock is in another zone", () => {
  withServerTimeZone("Asia/Tokyo");

  it("gives the class's own time the day after a clock change, and a date with no time of day as that whole day", () => {
    const timed = fileOf(CLASS_DATE);
    expect(timed.startShownIn("America/New_York")).toBe("6:30 PM");
    expect(timed.endShownIn("America/New_York")).toBe("8:30 PM");
    expect(timed.start).toEqual(new Date("2027-03-15T22:30:00Z"));

    const wholeDay = fileOf({ ...CLASS_DATE, time: "Evening, time to follow" });
    expect(wholeDay.day).toEqual({ first: "2027-03-15", next: "2027-03-16" });
  });

  it("names the business and the person who took the seat as they wrote their names", () => {
    const entry = fileOf(CLASS_DATE, {
      method: "request",
      organizer: { name: 'Steady "Path" Coaching', email: "hello@coach.example.com" },
      attendee: { name: 'Sam "Sammy"\nLee\\Jones', email: "sam@example.org" },
    });
    expect(entry.organizer).toBe("Steady 'Path' Coaching");
    expect(entry.attendees).toEqual(["Sam 'Sammy' Lee Jones"]);
    expect(entry.location).toBe("Community Library, Room 2");
    expect(entry.description.split("\n")).toEqual([
      "Budget Basics (6:30 PM)",
      "Price: $49",
      "https://coach.example.com/classes/budget-basics",
    ]);
  });
});
