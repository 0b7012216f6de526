import { addClassType, addTeamMember } from "#tests/setup/content";
import { expect, test } from "./fixtures/admin";

test("the dashboard's cards count what the site holds", async ({ site, adminPage: page }) => {
  const instructor = await addTeamMember(site.db);
  await addTeamMember(site.db, { name: "Riley Chen" });
  await addClassType(site.db, { instructorId: instructor.id });

  await page.goto(`${site.url}/admin`);
  const sections = page.getByRole("navigation", { name: "Dashboard sections" });
  await expect(sections.getByRole("link", { name: /Team Members\s*2/ })).toBeVisible();
  await expect(sections.getByRole("link", { name: /Class Types\s*1/ })).toBeVisible();
  await expect(sections.getByRole("link", { name: /Inbox\s*0 unread/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveCount(0);
});

for (const width of [1280, 390]) {
  test(`at ${width} px every dashboard card opens its own page, and Back returns to the dashboard`, async ({
    site,
    adminPage: page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const cards = page.getByRole("navigation", { name: "Dashboard sections" });
    for (const [card, path, heading] of [
      ["Class Types", "/admin/class-types", "Class Types"],
      ["Scheduled Classes", "/admin/class-instances", "Scheduled Classes"],
      ["Team Members", "/admin/team", "Team Members"],
      ["Testimonials", "/admin/testimonials", "Testimonials"],
      ["Hero Images", "/admin/hero-images", "Hero Image Manager"],
      ["Inbox", "/admin/inbox", "Contact Inbox"],
    ] as const) {
      await page.goto(`${site.url}/admin`);
      await expect(cards.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
      await cards.getByRole("link", { name: new RegExp(`^${card}`) }).click();
      await expect(page).toHaveURL(`${site.url}${path}`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(`${site.url}/admin`);
    }
    // An old tab address, from a bookmark, lands on the page.
    await page.goto(`${site.url}/admin?tab=testimonials&location=home_carousel`);
    await expect(page).toHaveURL(`${site.url}/admin/testimonials?location=home_carousel`);
    await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
  });
}
