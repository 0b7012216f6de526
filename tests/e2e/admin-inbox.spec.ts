import AxeBuilder from "@axe-core/playwright";
import { eq } from "drizzle-orm";
import { contactMessages } from "#db/schema";
import { deleteMessageConfirmation, INBOX_MESSAGES } from "#rules/contact-inbox";
import { expect, test } from "./fixtures/admin";
import { addContactMessage } from "./fixtures/list-content";

const long = `I would like to know more about the coaching packages. ${"We have several questions. ".repeat(6)}`;

test("opening an unread message marks it read, then saving changes it", async ({ site, adminPage: page }) => {
  const message = await addContactMessage(site.db, {
    name: "Zoë O'Brien",
    email: "zoe+coach@example.com",
    subject: "Fees & times?",
    message: long,
    status: "unread",
    createdAt: new Date(Date.now() - 60_000),
  });
  await addContactMessage(site.db, {
    name: "Ben Okafor",
    email: "ben@example.com",
    status: "replied",
    priority: "urgent",
  });

  await page.goto(`${site.url}/admin/inbox`);
  const stats = page.getByRole("definition");
  await expect(page.getByText("Total Messages")).toBeVisible();
  await expect(stats.nth(0)).toHaveText("2");
  await expect(stats.nth(1)).toHaveText("1");
  await expect(stats.nth(3)).toHaveText("1");
  await expect(page.getByText(`${long.slice(0, 100)}...`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Reply to Zoë O'Brien by email" })).toHaveAttribute(
    "href",
    "mailto:zoe%2Bcoach%40example.com?subject=Re%3A%20Fees%20%26%20times%3F",
  );

  await page.getByRole("cell", { name: "Fees & times?" }).click();
  const modal = page.getByRole("dialog", { name: "Message Details" });
  await expect(modal).toBeVisible();
  await expect(modal.getByText("zoe+coach@example.com")).toBeVisible();
  await expect(modal.getByText(long.trim())).toBeVisible();
  await expect(modal.getByRole("link", { name: "Reply via Email" })).toHaveAttribute(
    "href",
    "mailto:zoe%2Bcoach%40example.com?subject=Re%3A%20Fees%20%26%20times%3F",
  );
  // Marked read on opening; the stat cards reload.
  await expect(stats.nth(1)).toHaveText("0");
  await expect
    .poll(
      async () => (await site.db.select().from(contactMessages).where(eq(contactMessages.id, message.id)))[0]?.status,
    )
    .toBe("read");
  await expect(modal.getByLabel("Status")).toHaveValue("read");

  await modal.getByLabel("Status").selectOption("replied");
  await modal.getByLabel("Priority").selectOption("high");
  await modal.getByLabel("Admin Notes").fill("Sent the fee sheet.");
  await modal.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(INBOX_MESSAGES.updated)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(stats.nth(2)).toHaveText("2");
  await expect(stats.nth(3)).toHaveText("2");
  const [saved] = await site.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
  expect(saved).toMatchObject({ status: "replied", priority: "high", adminNotes: "Sent the fee sheet." });

  await page.getByRole("link", { name: "View message from Ben Okafor" }).click();
  await expect(modal.getByText(INBOX_MESSAGES.noSubject)).toBeVisible();
  await modal.getByRole("link", { name: "Cancel" }).click();
  await expect(modal).toBeHidden();
});

test("search, filters and deleting after a confirmation that names the sender", async ({ site, adminPage: page }) => {
  await addContactMessage(site.db, { name: "Grace Hopper", subject: "Workshop", priority: "urgent" });
  await addContactMessage(site.db, { name: "Alan Turing", message: "A question about grace periods." });
  await addContactMessage(site.db, { name: "Ada Lovelace", status: "archived" });

  await page.goto(`${site.url}/admin/inbox`);
  await page.getByLabel("Search messages").fill("grace");
  await expect(page.getByRole("row")).toHaveCount(3);
  await page.getByLabel("Priority").selectOption("urgent");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page).toHaveURL(/q=grace.*priority=urgent/);

  page.on("dialog", () => {
    throw new Error("a browser dialog was used");
  });
  await page.getByRole("button", { name: "Delete message from Grace Hopper" }).click();
  const confirm = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirm).toContainText(deleteMessageConfirmation("Grace Hopper"));
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(INBOX_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByText(INBOX_MESSAGES.emptyTitle)).toBeVisible();
  expect(await site.db.$count(contactMessages)).toBe(2);
});

test("the dashboard's Inbox card opens the inbox's own page", async ({ site, adminPage: page }) => {
  await addContactMessage(site.db, { name: "Grace Hopper", status: "unread" });
  await page.goto(`${site.url}/admin`);
  await page
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: /^Inbox/ })
    .click();
  await expect(page).toHaveURL(`${site.url}/admin/inbox`);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Inbox" })).toBeVisible();
  // The list filters apply on change once the page's script runs.
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Status").selectOption("read");
  await expect(page).toHaveURL(/\/admin\/inbox.*status=read/);
  await expect(page.getByText(INBOX_MESSAGES.emptyTitle)).toBeVisible();
  await page.getByLabel("Status").selectOption("unread");
  await page.getByRole("link", { name: "View message from Grace Hopper" }).click();
  await expect(page.getByRole("dialog", { name: "Message Details" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inbox/);
});

/** Eight messages with long subjects, addresses and texts, as a real inbox has. */
async function addEightMessages(db: Parameters<typeof addContactMessage>[0]) {
  for (let index = 0; index < 8; index++) {
    await addContactMessage(db, {
      name: `Alexandra Montgomery-Whitfield ${index}`,
      email: `alexandra.montgomery.whitfield.${index}@long-company-name.example.com`,
      subject: `Question about the twelve-week debt payoff programme and group rates ${index}`,
      message: long,
      createdAt: new Date(Date.now() - index * 3_600_000),
    });
  }
}

for (const width of [1280, 390]) {
  test(`at ${width} px the inbox gives the subject and message the room, two lines of message at most`, async ({
    site,
    adminPage: page,
  }) => {
    await addEightMessages(site.db);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/admin/inbox`);
    await page.locator("html[data-hydrated]").waitFor();
    const rows = page.getByRole("row").filter({ hasText: "Alexandra" });
    await expect(rows).toHaveCount(8);
    const subjectCell = rows.first().getByRole("cell").nth(2);
    const cell = await subjectCell.boundingBox();
    const preview = await subjectCell
      .locator("p")
      .nth(1)
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return { height: element.getBoundingClientRect().height, line: Number.parseFloat(style.lineHeight) };
      });
    // No more than two lines of the message show in the list.
    expect(preview.height).toBeLessThanOrEqual(preview.line * 2 + 1);
    if (width === 1280) {
      // The widest column, not a 100 px sliver; eight messages fit a page and a half.
      expect(cell?.width ?? 0).toBeGreaterThan(350);
      const table = await page.getByRole("table").boundingBox();
      expect(table?.height ?? Number.POSITIVE_INFINITY).toBeLessThan(1300);
    }
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(width);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}
