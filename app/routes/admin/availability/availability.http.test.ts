import { describe, expect, it } from "vitest";
import { getBookingSettings } from "#core/bookings/get-booking-settings";
import { AVAILABILITY_MESSAGES } from "#rules/availability";
import { EDIT_VERSION_FIELD, OVERWRITE_FIELD } from "#rules/edit-version";
import { OWNER, withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { formFieldOf, formFieldsOf } from "#tests/setup/html-form";

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });

/** The hours and settings form as the page draws it, without the session's token. */
async function openedForm(): Promise<[string, string][]> {
  const page = await http.app().request("/admin/availability", { headers: { Cookie: http.session.cookie } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(formFieldOf(html, EDIT_VERSION_FIELD)).toBeDefined();
  return formFieldsOf(html, "changeCutoffHours").filter(([name]) => name !== "csrf");
}

const withHours = (fields: [string, string][], start: string, end: string): [string, string][] => [
  ...fields,
  ["start1", start],
  ["end1", end],
];

describe("the availability page's hours and settings", () => {
  it("refuses a save over a newer one with who and when, keeps what was typed, then saves it knowingly", async () => {
    const forA = await openedForm();
    const forB = await openedForm();
    expect(
      (await http.submit("/admin/availability", withHours(forA, "09:00", "12:00"), { multipart: true })).status,
    ).toBeLessThan(400);

    const typedByB = withHours(forB, "14:00", "16:00");
    const stale = await http.submit("/admin/availability", typedByB, { multipart: true });
    expect(stale.status).toBe(409);
    const page = await stale.text();
    expect(page).toContain(`${OWNER.name} saved changes to this on`);
    // Drawn again without JavaScript, the form shows B's hours, not A's.
    expect(formFieldsOf(page, "changeCutoffHours")).toContainEqual(["start1", "14:00"]);
    expect((await getBookingSettings({ db: database.db() })).weeklyHours).toEqual([
      { weekday: 1, start: "09:00", end: "12:00" },
    ]);

    const knowingly = await http.submit("/admin/availability", [...typedByB, [OVERWRITE_FIELD, "1"]], {
      multipart: true,
    });
    expect(knowingly.status).toBeLessThan(400);
    expect((await getBookingSettings({ db: database.db() })).weeklyHours).toEqual([
      { weekday: 1, start: "14:00", end: "16:00" },
    ]);
  });

  it("answers a range that ends before it starts with Monday's message, and saves nothing", async () => {
    const refused = await http.submit("/admin/availability", withHours(await openedForm(), "12:00", "09:00"), {
      multipart: true,
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(AVAILABILITY_MESSAGES.endBeforeStart("Monday", "12:00–09:00"));
    expect((await getBookingSettings({ db: database.db() })).weeklyHours).toEqual([]);
  });

  it("refuses a date override in the past without a 500", async () => {
    const refused = await http.submit(
      "/admin/availability",
      { intent: "override", date: "2001-01-01", kind: "off", note: "" },
      { multipart: true },
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(AVAILABILITY_MESSAGES.datePast);
    const unknown = await http.submit(
      "/admin/availability",
      { intent: "delete-override", date: "nonsense" },
      { multipart: true },
    );
    expect(unknown.status).toBe(404);
  });
});
