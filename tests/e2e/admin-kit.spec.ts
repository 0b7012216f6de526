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
  await expect(page.getByRole("link", { name: "Back to dashboard" })).toHaveCount(0);
});
