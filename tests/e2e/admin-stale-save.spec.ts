import { eq } from "drizzle-orm";
import { createAdminUser } from "#core/admin-users/create-admin-user";
import { classTypes, teamMembers } from "#db/schema";
import { CLASS_TYPE_MESSAGES } from "#rules/class-type";
import { STALE_EDIT_MESSAGES } from "#rules/edit-version";
import { TEAM_MEMBER_MESSAGES } from "#rules/team-member";
import { ADMIN } from "#tests/e2e/admin-account";
import { addClassType, addTeamMember } from "#tests/setup/content";
import { expect, test } from "./fixtures/admin";

const SECOND = { email: "bea@example.com", password: "bea's long enough password", name: "Bea Second" };

test("two admins edit one class type: the older form is refused with who and when, keeps its text, and saves knowingly", async ({
  site,
  adminPage: first,
  browser,
}) => {
  const instructor = await addTeamMember(site.db, { name: "Jordan Lee" });
  const classType = await addClassType(site.db, { instructorId: instructor.id });
  await createAdminUser({ db: site.db, account: SECOND });
  const context = await browser.newContext();
  const second = await context.newPage();
  await second.goto(`${site.url}/admin/login`);
  await second.getByLabel("Email").fill(SECOND.email);
  await second.getByLabel("Password", { exact: true }).fill(SECOND.password);
  await second.getByRole("button", { name: "Sign In" }).click();
  await expect(second.getByText(`Welcome, ${SECOND.name}`)).toBeVisible();

  const editPath = `${site.url}/admin/class-types/${classType.id}/edit`;
  const description = (page: typeof first) => page.getByRole("textbox", { name: "Description", exact: true });
  // Both open the form before either saves.
  await first.goto(editPath);
  await second.goto(editPath);
  await expect(description(first)).toHaveValue(classType.description);
  await expect(description(second)).toHaveValue(classType.description);

  await description(first).fill("Olivia's new description.");
  await first.getByRole("button", { name: "Update Class Type" }).click();
  await expect(first.getByText(CLASS_TYPE_MESSAGES.updated)).toBeVisible();

  const typed = "Bea's description, typed in the form she opened earlier.";
  await description(second).fill(typed);
  await second.getByRole("button", { name: "Update Class Type" }).click();
  const alert = second.getByRole("alert").filter({ hasText: "after you opened it" });
  await expect(alert).toContainText(
    new RegExp(`${ADMIN.name} saved changes to this on \\w{3} \\d+, \\d{4}, \\d+:\\d{2}`),
  );
  await expect(second.getByText(CLASS_TYPE_MESSAGES.updated)).toHaveCount(0);
  await expect(description(second)).toHaveValue(typed);
  const stored = async () =>
    (await site.db.select().from(classTypes).where(eq(classTypes.id, classType.id)))[0]?.description;
  expect(await stored()).toBe("Olivia's new description.");

  // She sees she may reload Olivia's version, and chooses to save hers over it.
  await expect(alert.getByRole("link", { name: STALE_EDIT_MESSAGES.reload })).toBeVisible();
  await alert.getByRole("button", { name: STALE_EDIT_MESSAGES.overwrite }).click();
  await expect(second.getByText(CLASS_TYPE_MESSAGES.updated)).toBeVisible();
  await expect.poll(stored).toBe(typed);
  await context.close();
});

test("without JavaScript, the older form is refused with the typed text still in it, and Save mine anyway stores that text", async ({
  site,
  adminPage: first,
  browser,
}) => {
  const member = await addTeamMember(site.db, { name: "Jordan Lee" });
  await createAdminUser({ db: site.db, account: SECOND });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const second = await context.newPage();
  await second.goto(`${site.url}/admin/login`);
  await second.getByLabel("Email").fill(SECOND.email);
  await second.getByLabel("Password", { exact: true }).fill(SECOND.password);
  await second.getByRole("button", { name: "Sign In" }).click();
  await expect(second.getByText(`Welcome, ${SECOND.name}`)).toBeVisible();

  const editPath = `${site.url}/admin/team/${member.id}/edit`;
  const bio = (page: typeof first) => page.getByRole("textbox", { name: "Bio", exact: true });
  const role = (page: typeof first) => page.getByRole("textbox", { name: "Role", exact: true });
  await first.goto(editPath);
  await second.goto(editPath);
  await expect(bio(first)).toHaveValue(member.bio);
  await expect(bio(second)).toHaveValue(member.bio);

  await bio(first).fill("Olivia's new bio.");
  await first.getByRole("button", { name: "Update Team Member" }).click();
  await expect(first.getByText(TEAM_MEMBER_MESSAGES.updated)).toBeVisible();

  const typed = "Bea's bio, typed in the form she opened earlier, without scripts.";
  await bio(second).fill(typed);
  await role(second).fill("Bea's role");
  await second.getByRole("button", { name: "Update Team Member" }).click();
  const alert = second.getByRole("alert").filter({ hasText: "after you opened it" });
  await expect(alert).toContainText(`${ADMIN.name} saved changes to this on`);
  await expect(bio(second)).toHaveValue(typed);
  await expect(role(second)).toHaveValue("Bea's role");
  const stored = async () => (await site.db.select().from(teamMembers).where(eq(teamMembers.id, member.id)))[0];
  expect((await stored())?.bio).toBe("Olivia's new bio.");

  await alert.getByRole("button", { name: STALE_EDIT_MESSAGES.overwrite }).click();
  await expect(second.getByText(TEAM_MEMBER_MESSAGES.updated)).toBeVisible();
  expect(await stored()).toMatchObject({ bio: typed, role: "Bea's role" });
  await context.close();
});
