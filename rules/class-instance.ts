import { z } from "zod/mini";
import { ADMIN_FORM_MESSAGES, parseInteger } from "./admin-form";
import { managerWords } from "./admin-verbs";
import { CLASS_ATTENDANCES, CLASS_STATUSES, REGISTRATION_MODES } from "./allowed-values";
import { readClockTime } from "./class-time";
import { describeInstant } from "./describe-instant";
import { cleanText, textField } from "./form-text";
import { IMAGE_URL_MAX_LENGTH } from "./images";
import { deleteQuestion, TRASH_RESTORE_NOTE } from "./trash";

/** The class instance form's rules, defaults and messages, word for word as the back office shows them. */

export const CLASS_INSTANCE_DEFAULTS = {
  capacity: 50,
  availableSpots: 50,
  status: "draft",
  durationMinutes: 120,
  attendance: "online",
  addressCountry: "US",
} as const;

export const CLASS_INSTANCE_LIMITS = {
  textMax: 200,
  capacityMax: 100_000,
  durationMin: 15,
  durationMax: 720,
} as const;

export const CLASS_INSTANCE_MESSAGES = {
  classTypeRequired: "Class type is required",
  dateRequired: "Date is required",
  timeRequired: "Time is required",
  locationRequired: "Location is required",
  priceRequired: "Price is required",
  capacityPositive: "Capacity must be greater than 0",
  // "2.5" or "ten" would otherwise be told to be greater than 0 (decision 029).
  capacityWhole: "Capacity must be a whole number",
  spotsWhole: "Available spots must be a whole number",
  spotsNegative: "Available spots cannot be negative",
  spotsAboveCapacity: "Available spots cannot exceed capacity",
  datePast: "Class date cannot be in the past",
  invalidUrl: "Please enter a valid URL",
  fixErrors: ADMIN_FORM_MESSAGES.fixErrors,
  created: "Class instance created successfully",
  updated: "Class instance updated successfully",
  createFailed: "Failed to create class instance",
  updateFailed: "Failed to update class instance",
  notFound: "Class instance not found",
  notFoundForUpdate: "Class instance not found for update",
  // Worded like the messages above, which name the field and what it must be.
  dateInvalid: "Please enter a valid date",
  classTypeMissing: "The chosen class type no longer exists",
  capacityTooLarge: `Capacity cannot exceed ${CLASS_INSTANCE_LIMITS.capacityMax}`,
  tooLong: `Must be less than ${CLASS_INSTANCE_LIMITS.textMax} characters`,
  statusInvalid: "Please choose a status",
  registrationModeInvalid: "Please choose how people register",
  timeUnreadable: "Please enter a clock time such as 6:30 PM ET",
  durationInvalid: `Duration must be between ${CLASS_INSTANCE_LIMITS.durationMin} and ${CLASS_INSTANCE_LIMITS.durationMax} minutes`,
  attendanceInvalid: "Please choose where the class takes place",
  streetAddressRequired: "Street address is required for an in-person class",
  addressLocalityRequired: "City is required for an in-person class",
  addressRegionRequired: "State is required for an in-person class",
  postalCodeRequired: "ZIP code is required for an in-person class",
  addressCountryInvalid: "Country must be a two-letter code such as US",
  duplicated: "Class instance duplicated successfully",
  duplicateFailed: "Failed to duplicate class instance",
  deleted: "Class instance deleted successfully",
  deleteFailed: "Failed to delete class instance",
  // An active date under a class type that is not active has no public page.
  notOnSite: "Not on the site",
} as const;

/**
 * Why a published class date cannot take a time a booked session holds
 * (decision 066), naming the session's start in the business's zone.
 */
export function classDateOverBookingMessage(startsAt: Date, timeZone: string): string {
  const when = describeInstant(startsAt, timeZone);
  return `This time overlaps a booked session on ${when}. Move the session or choose another time.`;
}

/** Why an active class date does not show on the site: its class type is a draft or archived. */
export function hiddenByClassTypeReason(classTypeStatus: string): string {
  return classTypeStatus === "archived" ? "Its class type is archived" : "Its class type is a draft";
}

const people = (count: number) => (count === 1 ? "1 person is" : `${count} people are`);

/**
 * The delete question of a class date. With people holding a seat or waiting,
 * it says how many and that a delete tells nobody (their emailed cancellation
 * link then only says the date was taken off the schedule), so the owner can
 * email them first from the attendee list.
 */
export function classInstanceDeleteQuestion(
  name: string,
  { confirmed, waitlisted }: { confirmed: number; waitlisted: number },
): string {
  if (confirmed === 0 && waitlisted === 0) return deleteQuestion(name);
  const who =
    confirmed > 0 && waitlisted > 0
      ? `${people(confirmed)} registered for it and ${waitlisted} ${waitlisted === 1 ? "is" : "are"} on its waitlist.`
      : confirmed > 0
        ? `${people(confirmed)} registered for it.`
        : `${people(waitlisted)} on its waitlist.`;
  return `Are you sure you want to delete ${name}? ${who} They are not told automatically: email them first from its attendee list. ${TRASH_RESTORE_NOTE}`;
}

/** Added to the save message of an active class date that will not show on the site. */
export function hiddenByClassTypeWarning(classTypeTitle: string, classTypeStatus: string): string {
  const state = classTypeStatus === "archived" ? "archived" : "a draft";
  return `It will not appear on the site while its class type “${classTypeTitle}” is ${state}.`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An absolute http(s) address, as a registration link must be. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const requiredText = (error: string) =>
  textField(
    z.minLength(1, { error }),
    z.maxLength(CLASS_INSTANCE_LIMITS.textMax, { error: CLASS_INSTANCE_MESSAGES.tooLong }),
  );

const optionalText = textField(z.maxLength(CLASS_INSTANCE_LIMITS.textMax, { error: CLASS_INSTANCE_MESSAGES.tooLong }));

/** The address fields an in-person (or mixed) class needs, with the message for each. */
const VENUE_ADDRESS_REQUIRED = [
  ["streetAddress", CLASS_INSTANCE_MESSAGES.streetAddressRequired],
  ["addressLocality", CLASS_INSTANCE_MESSAGES.addressLocalityRequired],
  ["addressRegion", CLASS_INSTANCE_MESSAGES.addressRegionRequired],
  ["postalCode", CLASS_INSTANCE_MESSAGES.postalCodeRequired],
] as const;

/** Blank reads as 0 (the range check names it); other text that is not a whole number reads as null. */
function wholeNumber(value: unknown): number | null {
  if (typeof value === "string" && value.trim() !== "" && !/^\s*[-+]?\d+\s*$/.test(value)) return null;
  if (typeof value === "number" && !Number.isInteger(value)) return null;
  return parseInteger(value);
}

const integer = (wholeMessage: string, ...checks: Parameters<z.ZodMiniNumber["check"]>) =>
  z.pipe(z.transform(wholeNumber), z.number({ error: wholeMessage }).check(...checks));

/**
 * The form's schema. `today` is the business's calendar date; a class may not
 * be moved into the past. `keepDate` is the date an edited class already has,
 * so a class that has taken place can still be archived or corrected.
 */
export function classInstanceSchema({ today, keepDate }: { today: string; keepDate?: string }) {
  return z
    .object({
      classTypeId: textField(z.minLength(1, { error: CLASS_INSTANCE_MESSAGES.classTypeRequired })),
      date: textField(
        z.minLength(1, { error: CLASS_INSTANCE_MESSAGES.dateRequired }),
        z.refine(isCalendarDate, { error: CLASS_INSTANCE_MESSAGES.dateInvalid }),
        z.refine((date: string) => date >= today || date === keepDate, { error: CLASS_INSTANCE_MESSAGES.datePast }),
      ),
      time: textField(
        z.minLength(1, { error: CLASS_INSTANCE_MESSAGES.timeRequired }),
        z.maxLength(CLASS_INSTANCE_LIMITS.textMax, { error: CLASS_INSTANCE_MESSAGES.tooLong }),
        z.refine((time: string) => time === "" || readClockTime(time) !== null, {
          error: CLASS_INSTANCE_MESSAGES.timeUnreadable,
        }),
      ),
      durationMinutes: z.pipe(
        z.transform((value: unknown) =>
          cleanText(value) === "" ? CLASS_INSTANCE_DEFAULTS.durationMinutes : parseInteger(value),
        ),
        z
          .number()
          .check(
            z.gte(CLASS_INSTANCE_LIMITS.durationMin, { error: CLASS_INSTANCE_MESSAGES.durationInvalid }),
            z.lte(CLASS_INSTANCE_LIMITS.durationMax, { error: CLASS_INSTANCE_MESSAGES.durationInvalid }),
          ),
      ),
      attendance: z.pipe(
        z.transform((value: unknown) => cleanText(value) || CLASS_INSTANCE_DEFAULTS.attendance),
        z.enum(CLASS_ATTENDANCES, { error: CLASS_INSTANCE_MESSAGES.attendanceInvalid }),
      ),
      location: requiredText(CLASS_INSTANCE_MESSAGES.locationRequired),
      streetAddress: optionalText,
      addressLocality: optionalText,
      addressRegion: optionalText,
      postalCode: optionalText,
      addressCountry: z.pipe(
        z.transform((value: unknown) => cleanText(value).toUpperCase() || CLASS_INSTANCE_DEFAULTS.addressCountry),
        z.string().check(z.regex(/^[A-Z]{2}$/, { error: CLASS_INSTANCE_MESSAGES.addressCountryInvalid })),
      ),
      price: requiredText(CLASS_INSTANCE_MESSAGES.priceRequired),
      capacity: integer(
        CLASS_INSTANCE_MESSAGES.capacityWhole,
        z.gt(0, { error: CLASS_INSTANCE_MESSAGES.capacityPositive }),
        z.lte(CLASS_INSTANCE_LIMITS.capacityMax, { error: CLASS_INSTANCE_MESSAGES.capacityTooLarge }),
      ),
      availableSpots: integer(
        CLASS_INSTANCE_MESSAGES.spotsWhole,
        z.gte(0, { error: CLASS_INSTANCE_MESSAGES.spotsNegative }),
      ),
      registrationUrl: textField(
        z.maxLength(IMAGE_URL_MAX_LENGTH, { error: CLASS_INSTANCE_MESSAGES.invalidUrl }),
        z.refine((url: string) => url === "" || isWebAddress(url), { error: CLASS_INSTANCE_MESSAGES.invalidUrl }),
      ),
      registrationMode: z.pipe(
        z.transform((value: unknown) => cleanText(value) || "external"),
        z.enum(REGISTRATION_MODES, { error: CLASS_INSTANCE_MESSAGES.registrationModeInvalid }),
      ),
      status: z.pipe(
        z.transform((value: unknown) => cleanText(value) || CLASS_INSTANCE_DEFAULTS.status),
        z.enum(CLASS_STATUSES, { error: CLASS_INSTANCE_MESSAGES.statusInvalid }),
      ),
    })
    .check(
      // Runs even when other fields failed, so every message shows at once (which is why no check above aborts).
      z.refine(
        ({ capacity, availableSpots }) =>
          !(
            typeof capacity === "number" &&
            typeof availableSpots === "number" &&
            capacity > 0 &&
            availableSpots > capacity
          ),
        { error: CLASS_INSTANCE_MESSAGES.spotsAboveCapacity, path: ["availableSpots"], when: () => true },
      ),
      ...VENUE_ADDRESS_REQUIRED.map(([field, error]) =>
        z.refine(
          (values: unknown) => {
            const venue = values as Record<string, unknown>;
            return !(venue.attendance === "in_person" || venue.attendance === "mixed") || venue[field] !== "";
          },
          {
            error,
            path: [field],
            when: () => true,
          },
        ),
      ),
    );
}

const CLASS_INSTANCE_FIELDS = [
  "classTypeId",
  "date",
  "time",
  "durationMinutes",
  "attendance",
  "location",
  "streetAddress",
  "addressLocality",
  "addressRegion",
  "postalCode",
  "addressCountry",
  "price",
  "capacity",
  "availableSpots",
  "registrationUrl",
  "registrationMode",
  "status",
] as const;

/** How the registration modes read in the back office. */
export const REGISTRATION_MODE_LABELS = {
  external: "Registration URL (outside site)",
  on_site: "On this site (seats and waitlist)",
} as const;

/** The form's values as the schema reads them. */
export function readClassInstanceForm(form: FormData): Record<string, unknown> {
  return Object.fromEntries(CLASS_INSTANCE_FIELDS.map((field) => [field, form.get(field)]));
}

/** "9 of 12 places taken": how full a class date is, said the same way on every admin page. */
export function placesTaken(taken: number, capacity: number): string {
  return `${taken} of ${capacity} ${capacity === 1 ? "place" : "places"} taken`;
}

/** The back office's word for a class date before today, whatever its status. */
export const PAST_CLASS_DATE = "Past";

/**
 * The scheduled classes' buttons and headings: the spec titles the forms
 * "Schedule New Class" and "Edit Class Instance", so adding one is scheduling
 * it (decision 073).
 */
export const CLASS_INSTANCE_WORDS = /* @__PURE__ */ managerWords("Class Instance", {
  addNew: "Schedule New Class",
  newHeading: "Schedule New Class",
  create: "Schedule Class",
  update: "Update Class",
});

/** The class date form's field labels. */
export const CLASS_INSTANCE_LABELS = {
  classTypeId: "Class type",
  date: "Date",
  time: "Time",
  durationMinutes: "Duration (minutes)",
  venueKind: "Where",
  location: "Location",
  streetAddress: "Street address",
  addressLocality: "City",
  addressRegion: "State",
  postalCode: "ZIP code",
  addressCountry: "Country",
  price: "Price",
  capacity: "Capacity",
  availableSpots: "Available spots",
  registrationUrl: "Registration URL",
  registrationMode: "Registration",
  status: "Status",
} as const;
