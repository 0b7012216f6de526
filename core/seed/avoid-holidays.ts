import { addDays } from "#core/dates";

/** Days fixed in the calendar when few people would sign up for a class: New Year, Independence Day, Christmas. */
const FIXED = new Set(["01-01", "07-04", "12-24", "12-25", "12-26", "12-31"]);

/** The `nth` (1-based; -1 the last) `weekday` (0 Sunday) of a month, as MM-DD. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const matches: number[] = [];
  for (let day = 1; day <= days; day++)
    if (new Date(Date.UTC(year, month - 1, day)).getUTCDay() === weekday) matches.push(day);
  const day = nth > 0 ? matches[nth - 1] : matches[matches.length + nth];
  return `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function isHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  const monthDay = date.slice(5);
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  const moving = [
    nthWeekday(year, 5, 1, -1), // Memorial Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    thanksgiving,
    `11-${String(Number(thanksgiving.slice(3)) + 1).padStart(2, "0")}`,
  ];
  return FIXED.has(monthDay) || moving.includes(monthDay);
}

/**
 * The demo's class dates move off public holidays (a workshop on December 25
 * looks made up): the first following day that is not one. Dates a visitor
 * sees as real need to look planned by a person.
 */
export function avoidHolidays(date: string): string {
  let day = date;
  while (isHoliday(day)) day = addDays(day, 1);
  return day;
}
