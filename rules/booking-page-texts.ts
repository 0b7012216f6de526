/**
 * The words of the booking pages a visitor sees at /book/{slug} and
 * /bookings/{token}. Plain strings and small functions, without the form
 * rules, so the pages' script stays small.
 */
export const BOOKING_PAGE_TEXTS = {
  timesShownIn: (zone: string) => `Times are shown in ${zone}.`,
  zoneLabel: "Time zone",
  showTimes: "Show times",
  daysHeading: "Choose a day",
  timesHeading: (day: string) => `Times on ${day}`,
  laterDates: "Later dates",
  earlierDates: "Earlier dates",
  noTimesHere: "There are no open times on these dates.",
  noTimesAtAll: "There are no open times right now. Please check back soon.",
  nextTimesHeading: "The next free times",
  formHeading: "Your details",
  yourTime: (time: string) => `Your time: ${time}`,
  businessTime: (time: string) => `That is ${time} where we are.`,
  name: "Name",
  email: "Email",
  confirmBooking: "Confirm booking",
  sending: "Sending...",
  waitlistHeading: "Join the waiting list",
  waitlistButton: "Join the waiting list",
  bookingTitle: "Your booking",
  when: "When",
  where: "Where",
  status: "Status",
  locationAfterConfirmation: "The details are sent by email once the booking is confirmed.",
  reschedule: "Reschedule",
  cancel: "Cancel booking",
  cancelTitle: "Cancel your booking",
  rescheduleTitle: "Move your booking",
  moveTo: (time: string) => `Move my booking to ${time}`,
  backToBooking: "Back to your booking",
  notFoundTitle: "Page not found",
} as const;
