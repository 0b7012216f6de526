import { describe, expect, it } from "vitest";
import { classInstanceSchema, CLASS_INSTANCE_MESSAGES as M } from "./class-instance";
import { fieldErrors } from "./form-text";

const today = "2030-05-10";
const valid = {
  classTypeId: "5b0c6c1e-3f55-4a55-9d2a-0f7e3f1e7a10",
  date: "2030-05-10",
  time: "6:30 PM ET",
  location: "Online",
  price: "Free",
  capacity: "20",
  availableSpots: "20",
  registrationUrl: "",
  status: "",
};

function messages(input: Record<string, unknown>, options: { keepDate?: string } = {}) {
  const result = classInstanceSchema({ today, ...options }).safeParse(input);
  return result.success ? {} : Object.fromEntries(fieldErrors(result.error).map((e) => [e.field, e.message]));
}

describe("class instance form rules", () => {
  it("accepts today's date, parses numbers as integers and defaults to draft, registration elsewhere", () => {
    expect(classInstanceSchema({ today }).parse(valid)).toEqual({
      ...valid,
      capacity: 20,
      availableSpots: 20,
      status: "draft",
      durationMinutes: 120,
      attendance: "online",
      streetAddress: "",
      addressLocality: "",
      addressRegion: "",
      postalCode: "",
      addressCountry: "US",
      registrationMode: "external",
    });
  });

  it("gives every missing required field its message at once", () => {
    expect(messages({})).toEqual({
      classTypeId: M.classTypeRequired,
      date: M.dateRequired,
      time: M.timeRequired,
      location: M.locationRequired,
      price: M.priceRequired,
      capacity: M.capacityPositive,
    });
  });

  it("refuses a past date, except the date an edited class already has", () => {
    expect(messages({ ...valid, date: "2030-05-09" })).toEqual({ date: M.datePast });
    expect(messages({ ...valid, date: "2030-05-09" }, { keepDate: "2030-05-09" })).toEqual({});
    expect(messages({ ...valid, date: "2030-02-30" })).toEqual({ date: M.dateInvalid });
  });

  it("checks capacity and spots, saying so when a number is not whole", () => {
    expect(messages({ ...valid, capacity: "abc", availableSpots: "0" })).toEqual({ capacity: M.capacityWhole });
    expect(messages({ ...valid, capacity: "2.5" })).toEqual({ capacity: M.capacityWhole });
    expect(messages({ ...valid, capacity: "", availableSpots: "0" })).toEqual({ capacity: M.capacityPositive });
    expect(messages({ ...valid, capacity: "0", availableSpots: "0" })).toEqual({ capacity: M.capacityPositive });
    expect(messages({ ...valid, availableSpots: "1.5" })).toEqual({ availableSpots: M.spotsWhole });
    expect(messages({ ...valid, availableSpots: "-1" })).toEqual({ availableSpots: M.spotsNegative });
    expect(messages({ ...valid, availableSpots: "21" })).toEqual({ availableSpots: M.spotsAboveCapacity });
    expect(messages({ ...valid, time: "", availableSpots: "21" })).toEqual({
      time: M.timeRequired,
      availableSpots: M.spotsAboveCapacity,
    });
  });

  it("accepts an empty registration link and refuses one that is not a web address", () => {
    expect(messages({ ...valid, registrationUrl: "https://example.com/register" })).toEqual({});
    for (const url of ["example.com", "javascript:alert(1)", "http://"])
      expect(messages({ ...valid, registrationUrl: url })).toEqual({ registrationUrl: M.invalidUrl });
  });

  it("needs a time it can read, and a duration between the limits (two hours when empty)", () => {
    expect(messages({ ...valid, time: "sometime in the evening" })).toEqual({ time: M.timeUnreadable });
    expect(messages({ ...valid, time: "Room 2" })).toEqual({ time: M.timeUnreadable });
    expect(messages({ ...valid, durationMinutes: "5" })).toEqual({ durationMinutes: M.durationInvalid });
    expect(messages({ ...valid, durationMinutes: "two hours" })).toEqual({ durationMinutes: M.durationInvalid });
    expect(classInstanceSchema({ today }).parse({ ...valid, durationMinutes: " " }).durationMinutes).toBe(120);
    expect(classInstanceSchema({ today }).parse({ ...valid, durationMinutes: "90" }).durationMinutes).toBe(90);
  });

  it("needs a venue address for a class held in person, each missing part named", () => {
    expect(messages({ ...valid, attendance: "in_person", location: "Maplewood Public Library" })).toEqual({
      streetAddress: M.streetAddressRequired,
      addressLocality: M.addressLocalityRequired,
      addressRegion: M.addressRegionRequired,
      postalCode: M.postalCodeRequired,
    });
    expect(messages({ ...valid, attendance: "mixed", streetAddress: "215 Elm Street", addressCountry: "USA" })).toEqual(
      {
        addressLocality: M.addressLocalityRequired,
        addressRegion: M.addressRegionRequired,
        postalCode: M.postalCodeRequired,
        addressCountry: M.addressCountryInvalid,
      },
    );
    expect(messages({ ...valid, attendance: "on the moon" })).toEqual({ attendance: M.attendanceInvalid });
    const venue = {
      streetAddress: "215 Elm Street",
      addressLocality: "Maplewood",
      addressRegion: "NJ",
      postalCode: "07040",
    };
    expect(
      classInstanceSchema({ today }).parse({ ...valid, attendance: "in_person", addressCountry: "us", ...venue }),
    ).toMatchObject({
      ...venue,
      attendance: "in_person",
      addressCountry: "US",
    });
  });
});
