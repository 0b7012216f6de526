import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { sessionTypes } from "#db/schema";
import { SESSION_TYPE_MESSAGES, sessionTypeDeleteQuestion } from "#rules/session-type";
import { TRASH_MESSAGES } from "#rules/trash";
import { CONSULTATION_WITH_QUESTIONS, insertBooking, insertSessionType } from "#tests/setup/booking-rows";
import { expect, test } from "./fixtures/admin";

const CONSULTATION = { ...CONSULTATION_WITH_QUESTIONS, slug: "free-consultation" };
const toast = (page: Page, message: string) => page.getByRole("status").getByText(message, { exact: true });

test("the owner adds a paid session type with intake questions, told first what the form needs", async ({
  site,
  adminPage: page,
}) => {
  await page.goto(`${site.url}/admin`);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Session types" }).click();
  await expect(page.getByText(SESSION_TYPE_MESSAGES.emptyTitle)).toBeVisible();
  await page.getByRole("link", { name: "Add New Session Type" }).click();
  await page.locator("html[data-hydrated]").waitFor();

  // The name gives the slug; a paid session without a way to pay, and a video link that is not https, are refused.
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Money Strategy Session");
  await expect(page.getByLabel("Slug")).toHaveValue("money-strategy-session");
  await page.getByLabel("Length in minutes").fill("150");
  await page.getByLabel("Price").fill("$497");
  await page.getByLabel("Video link").fill("http://meet.example.com/strategy");
  await page.getByLabel("At most per day").fill("0");
  await page.getByRole("button", { name: "Create Session Type" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fix the errors below");
  for (const message of [
    SESSION_TYPE_MESSAGES.howToPayRequired,
    SESSION_TYPE_MESSAGES.videoLinkInvalid,
    SESSION_TYPE_MESSAGES.perDayRange,
  ])
    await expect(page.getByText(message)).toBeVisible();

  await page.getByLabel("How to pay").fill("An invoice comes by email once the time is confirmed.");
  await page.getByLabel("Video link").fill("https://meet.example.com/strategy");
  await page.getByLabel("At most per day").fill("1");
  await page.getByLabel("Confirmation").selectOption("approval");
  await page.getByLabel("Status").selectOption("active");

  // Questions: added with the keyboard, a choice given its choices, moved up.
  await page.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByLabel("Question 1", { exact: true })).toBeFocused();
  await page.keyboard.type("What would you like help with?");
  await page.getByLabel("Answer to question 1").selectOption("long_text");
  await page.getByLabel("Must be answered (question 1)").check();
  await page.getByRole("button", { name: "Add question" }).click();
  await page.keyboard.type("How did you hear about us?");
  await page.getByLabel("Answer to question 2").selectOption("choice");
  await page.getByLabel("Choices, one per line for question 2").fill("Only one");
  await page.getByRole("button", { name: "Create Session Type" }).click();
  await expect(page.getByText(SESSION_TYPE_MESSAGES.questionChoicesNeeded(2))).toBeVisible();
  await page.getByLabel("Choices, one per line for question 2").fill("A friend\nSearch");
  await page.getByRole("button", { name: "Move question 2 up" }).click();
  await expect(page.getByRole("button", { name: "Move question 1 up" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Move question 1 down" })).toBeFocused();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

  await page.getByRole("button", { name: "Create Session Type" }).click();
  await expect(toast(page, SESSION_TYPE_MESSAGES.created)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/session-types$/);
  const row = page.getByRole("row", { name: /Money Strategy Session/ });
  await expect(row).toContainText("2 hours 30 minutes, $497");
  await expect(row).toContainText("you approve each booking");

  const [saved] = await site.db.select().from(sessionTypes);
  expect(saved).toMatchObject({ slug: "money-strategy-session", maxPerDay: 1, confirmation: "approval" });
  expect(saved?.intakeQuestions.map((question) => [question.label, question.kind, question.required])).toEqual([
    ["How did you hear about us?", "choice", false],
    ["What would you like help with?", "long_text", true],
  ]);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
});

test("the owner edits a session type's questions, keeping their ids, and a taken slug is refused", async ({
  site,
  adminPage: page,
}) => {
  const consultation = await insertSessionType(site.db, CONSULTATION);
  await insertSessionType(site.db, { ...CONSULTATION, name: "Strategy", slug: "strategy", displayOrder: 2 });
  await page.goto(`${site.url}/admin/session-types/${consultation.id}/edit`);
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByLabel("Question 1", { exact: true })).toHaveValue("What would you like help with?");

  await page.getByLabel("Slug").fill("strategy");
  await page.getByLabel("Question 1", { exact: true }).fill("What should we work on?");
  await page.getByRole("button", { name: "Remove question 2" }).click();
  await expect(page.getByRole("button", { name: "Add question" })).toBeFocused();
  await page.getByRole("button", { name: "Update Session Type" }).click();
  await expect(page.getByText(SESSION_TYPE_MESSAGES.slugTaken)).toBeVisible();

  await page.getByLabel("Slug").fill("free-consultation");
  await page.getByRole("button", { name: "Update Session Type" }).click();
  await expect(toast(page, SESSION_TYPE_MESSAGES.updated)).toBeVisible();
  const [saved] = await site.db.select().from(sessionTypes).where(eq(sessionTypes.id, consultation.id));
  expect(saved?.intakeQuestions).toEqual([
    { id: "help", label: "What should we work on?", kind: "long_text", required: true, choices: [] },
  ]);

  // Moved below the other one on the list.
  await expect(page).toHaveURL(/\/admin\/session-types$/);
  await page.getByRole("button", { name: 'Move "Free consultation" down' }).click();
  await expect(toast(page, SESSION_TYPE_MESSAGES.orderUpdated)).toBeVisible();
  await expect(page.getByRole("row").nth(1)).toContainText("Strategy");
});

test("a booked session type cannot be deleted; another goes to the Trash and Undo brings it back", async ({
  site,
  adminPage: page,
}) => {
  const booked = await insertSessionType(site.db, CONSULTATION);
  await insertSessionType(site.db, {
    ...CONSULTATION,
    name: "Old session",
    slug: "old-session",
    status: "draft",
    displayOrder: 2,
  });
  await insertBooking(site.db, booked, new Date("2030-03-05T15:00:00Z"), {
    name: "Ada Client",
    email: "ada@example.com",
    visitorTimeZone: "UTC",
  });
  await page.goto(`${site.url}/admin/session-types`);
  await page.locator("html[data-hydrated]").waitFor();

  await page.getByRole("button", { name: 'Delete "Free consultation"' }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(SESSION_TYPE_MESSAGES.hasBookings(1))).toBeVisible();
  await expect(page.getByRole("row", { name: /Free consultation/ })).toBeVisible();

  await page.getByRole("button", { name: 'Delete "Old session"' }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(sessionTypeDeleteQuestion("Old session"));
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, SESSION_TYPE_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByRole("row", { name: /Old session/ })).toHaveCount(0);
  await page.getByRole("status").getByRole("button", { name: TRASH_MESSAGES.undo }).click();
  await expect(page.getByRole("row", { name: /Old session/ })).toBeVisible();

  // An edit address of a type that is gone goes back to the list.
  await page.goto(`${site.url}/admin/session-types/00000000-0000-4000-8000-000000000000/edit`);
  await expect(page).toHaveURL(/\/admin\/session-types$/);
  await expect(page.getByText(SESSION_TYPE_MESSAGES.notFound)).toBeVisible();
});
