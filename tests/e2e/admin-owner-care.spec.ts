import { asc, eq } from "drizzle-orm";
import { classTypes, contactMessages, teamMembers } from "#db/schema";
import {
  BULK_INBOX_ACTIONS,
  deleteMessagesConfirmation,
  INBOX_MESSAGES,
  markRepliedQuestion,
} from "#rules/contact-inbox";
import { TEAM_MEMBER_MESSAGES, teachesWarning } from "#rules/team-member";
import { restoredManyMessage, TRASH_MESSAGES } from "#rules/trash";
import { addClassType, addTeamMember } from "#tests/setup/content";
import { expect, test } from "./fixtures/admin";
import { addContactMessage } from "./fixtures/list-content";

const statuses = async (db: Parameters<typeof addContactMessage>[0]) =>
  (await db.select().from(contactMessages).orderBy(asc(contactMessages.name))).map(
    (row) => `${row.name}:${row.status}`,
  );

test("the inbox marks read, archives and deletes the selected messages", async ({ site, adminPage: page }) => {
  for (const name of ["Ana", "Ben", "Cy", "Dee"]) await addContactMessage(site.db, { name, status: "unread" });

  await page.goto(`${site.url}/admin/inbox`);
  const bar = page.getByRole("form", { name: "Selected messages" });
  await expect(bar.getByText("0 selected")).toBeVisible();
  await expect(bar.getByRole("button", { name: BULK_INBOX_ACTIONS.bulkRead.label })).toBeDisabled();

  await page.getByLabel("Select message from Ana").check();
  await page.getByLabel("Select message from Ben").check();
  await expect(bar.getByText("2 selected")).toBeVisible();
  await bar.getByRole("button", { name: BULK_INBOX_ACTIONS.bulkRead.label }).click();
  await expect(page.getByText(BULK_INBOX_ACTIONS.bulkRead.done(2))).toBeVisible();
  await expect(bar.getByText("0 selected")).toBeVisible();
  await expect.poll(() => statuses(site.db)).toEqual(["Ana:read", "Ben:read", "Cy:unread", "Dee:unread"]);

  await page.getByLabel("Select message from Cy").check();
  await bar.getByRole("button", { name: BULK_INBOX_ACTIONS.bulkArchive.label }).click();
  await expect(page.getByText(BULK_INBOX_ACTIONS.bulkArchive.done(1))).toBeVisible();
  await expect.poll(() => statuses(site.db)).toEqual(["Ana:read", "Ben:read", "Cy:archived", "Dee:unread"]);

  // Select all, then take Dee out: delete asks first, and Cancel keeps everything.
  await page.getByLabel("Select all messages on this page").check();
  await page.getByLabel("Select message from Dee").uncheck();
  await expect(bar.getByText("3 selected")).toBeVisible();
  await bar.getByRole("button", { name: BULK_INBOX_ACTIONS.bulkDelete.label }).click();
  const confirm = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirm).toContainText(deleteMessagesConfirmation(3));
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect(await statuses(site.db)).toHaveLength(4);

  await bar.getByRole("button", { name: BULK_INBOX_ACTIONS.bulkDelete.label }).click();
  await confirm.getByRole("button", { name: BULK_INBOX_ACTIONS.bulkDelete.label }).click();
  await expect(page.getByText(BULK_INBOX_ACTIONS.bulkDelete.done(3))).toBeVisible();
  await expect.poll(() => statuses(site.db)).toEqual(["Dee:unread"]);
  await expect(page.getByRole("row")).toHaveCount(2);

  // The toast's Undo brings all three back at once.
  await page.getByRole("status").getByRole("button", { name: TRASH_MESSAGES.undo }).click();
  await expect(
    page.getByText(restoredManyMessage({ restored: 3, total: 3, kind: "contact_message", reasons: [], missing: 0 })),
  ).toBeVisible();
  await expect.poll(() => statuses(site.db)).toEqual(["Ana:read", "Ben:read", "Cy:archived", "Dee:unread"]);
  for (const name of ["Ana", "Ben", "Cy"]) await expect(page.getByLabel(`Select message from ${name}`)).toBeVisible();
});

test("Reply via Email asks whether to mark the message replied", async ({ site, adminPage: page }) => {
  const message = await addContactMessage(site.db, { name: "Grace Hopper", status: "read" });
  await page.goto(`${site.url}/admin/inbox?message=${message.id}`);
  const modal = page.getByRole("dialog", { name: "Message Details" });
  await expect(modal).toBeVisible();
  // The mail program opens apart; keep the page where it is.
  await page.route("mailto:*", (route) => route.abort());
  await modal
    .getByRole("link", { name: "Reply via Email" })
    .evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
  await modal.getByRole("link", { name: "Reply via Email" }).click();
  const question = page.getByRole("dialog", { name: "Please confirm" });
  await expect(question).toContainText(markRepliedQuestion("Grace Hopper"));
  await question.getByRole("button", { name: INBOX_MESSAGES.markRepliedLabel }).click();
  await expect(page.getByText(INBOX_MESSAGES.markedReplied)).toBeVisible();
  await expect
    .poll(
      async () => (await site.db.select().from(contactMessages).where(eq(contactMessages.id, message.id)))[0]?.status,
    )
    .toBe("replied");
  await expect(modal.getByLabel("Status")).toHaveValue("replied");

  // Save Changes closes the modal at once, with its toast.
  await modal.getByLabel("Admin Notes").fill("Answered by mail.");
  await modal.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(INBOX_MESSAGES.updated)).toBeVisible();
  await expect(modal).toBeHidden({ timeout: 1000 });
});

test("deleting a member who teaches names the classes and hands them to another instructor", async ({
  site,
  adminPage: page,
}) => {
  const jordan = await addTeamMember(site.db, { name: "Jordan Lee", displayOrder: 1 });
  const sam = await addTeamMember(site.db, { name: "Sam Park", displayOrder: 2 });
  await addClassType(site.db, { title: "Budget Basics", slug: "budget-basics", instructorId: jordan.id });
  await addClassType(site.db, { title: "Debt Free", slug: "debt-free", instructorId: jordan.id });

  await page.goto(`${site.url}/admin/team`);
  await page.getByRole("button", { name: "Delete Jordan Lee" }).click();
  const dialog = page.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toContainText(teachesWarning("Jordan Lee", ["Budget Basics", "Debt Free"], "delete"));
  const choice = dialog.getByLabel(TEAM_MEMBER_MESSAGES.replacementLabel);
  await expect(choice.getByRole("option")).toHaveText([TEAM_MEMBER_MESSAGES.noReplacementOnDelete, "Sam Park"]);
  await choice.selectOption({ label: "Sam Park" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(TEAM_MEMBER_MESSAGES.deleted)).toBeVisible();

  await expect
    .poll(async () => (await site.db.select().from(classTypes)).map((row) => row.instructorId))
    .toEqual([sam.id, sam.id]);
  expect(await site.db.select().from(teamMembers).where(eq(teamMembers.id, jordan.id))).toEqual([]);
});

test("making a member who teaches inactive offers another instructor in the same form", async ({
  site,
  adminPage: page,
}) => {
  const jordan = await addTeamMember(site.db, { name: "Jordan Lee", displayOrder: 1 });
  const sam = await addTeamMember(site.db, { name: "Sam Park", displayOrder: 2 });
  await addClassType(site.db, { title: "Budget Basics", slug: "budget-basics", instructorId: jordan.id });

  await page.goto(`${site.url}/admin/team/${jordan.id}/edit`);
  const warning = teachesWarning("Jordan Lee", ["Budget Basics"], "deactivate");
  await expect(page.getByText(warning)).toHaveCount(0);
  await page.getByLabel("Status").selectOption("inactive");
  await expect(page.getByText(warning)).toBeVisible();
  await page.getByLabel(TEAM_MEMBER_MESSAGES.replacementLabel).selectOption({ label: "Sam Park" });
  await page.getByRole("button", { name: "Update Team Member" }).click();
  await expect(page.getByText(TEAM_MEMBER_MESSAGES.updated)).toBeVisible();
  await expect
    .poll(async () => (await site.db.select().from(classTypes)).map((row) => row.instructorId))
    .toEqual([sam.id]);
});
