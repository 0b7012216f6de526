import fs from "node:fs";
import { eq } from "drizzle-orm";
import { emailSubscribers } from "#db/schema";
import {
  CSV_COLUMNS,
  exportedMessage,
  SUBSCRIBER_ADMIN_MESSAGES,
  unsubscribeConfirmation,
} from "#rules/subscriber-admin";
import { expect, test } from "./fixtures/admin";
import { addEmailSubscriber } from "./fixtures/list-content";

test("unsubscribing asks first, names the subscriber and updates the screen", async ({ site, adminPage: page }) => {
  const ana = await addEmailSubscriber(site.db, { source: "home_page" });
  await addEmailSubscriber(site.db, {
    firstName: "Ben",
    lastName: "Okafor",
    email: "ben@example.com",
    status: "unsubscribed",
    unsubscribedAt: new Date(),
    source: "events",
  });

  await page.goto(`${site.url}/admin/email-subscribers`);
  const stats = page.getByRole("definition");
  await expect(stats.nth(0)).toHaveText("2");
  await expect(stats.nth(3)).toHaveText("50%");
  await expect(page.getByText("Showing 2 of 2 subscribers")).toBeVisible();
  await expect(page.getByText("Ready to export 2 records")).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe Ben Okafor" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Send email to Ana Silva" })).toHaveAttribute(
    "href",
    "mailto:ana%40example.com",
  );

  await page.getByRole("button", { name: "Unsubscribe Ana Silva" }).click();
  const confirm = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirm).toContainText(unsubscribeConfirmation(ana));
  await confirm.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText(SUBSCRIBER_ADMIN_MESSAGES.unsubscribed)).toBeVisible();
  await expect(stats.nth(1)).toHaveText("0");
  await expect(page.getByRole("button", { name: "Unsubscribe Ana Silva" })).toHaveCount(0);
  const [row] = await site.db.select().from(emailSubscribers).where(eq(emailSubscribers.id, ana.id));
  expect(row?.status).toBe("unsubscribed");
  expect(row?.unsubscribedAt).not.toBeNull();
});

test("filters narrow the list and Export CSV downloads exactly that list", async ({ site, adminPage: page }) => {
  await addEmailSubscriber(site.db, {
    firstName: "Ana",
    lastName: "Silva, Jr.",
    email: "ana@example.com",
    source: "events",
  });
  await addEmailSubscriber(site.db, {
    firstName: "=cmd()",
    lastName: 'Quote "Q"',
    email: "q@example.com",
    source: "events",
  });
  await addEmailSubscriber(site.db, {
    firstName: "Cara",
    lastName: "Diaz",
    email: "cara@example.com",
    source: "coaching",
  });

  await page.goto(`${site.url}/admin/email-subscribers`);
  // The list filters apply on change once the page's script runs.
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Source").selectOption("events");
  await expect(page.getByText("Showing 2 of 3 subscribers")).toBeVisible();
  await expect(page.getByText("Ready to export 2 records")).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  // The browser saves the server's stream itself, never a copy held in the page's memory.
  expect(download.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/admin\/email-subscribers\/export\?.*source=events$/);
  expect(download.suggestedFilename()).toMatch(/^email-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText(exportedMessage(2))).toBeVisible();
  const text = fs.readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
  const lines = text.trimEnd().split("\r\n");
  expect(lines[0]).toBe(CSV_COLUMNS.map((column) => `"${column}"`).join(","));
  expect(lines).toHaveLength(3);
  expect(lines).toContainEqual(
    expect.stringMatching(/^"Ana","Silva, Jr\.","ana@example\.com","active","events","\d{4}-\d{2}-\d{2}",""$/),
  );
  expect(lines).toContainEqual(expect.stringMatching(/^"'=cmd\(\)","Quote ""Q""","q@example\.com","active","events",/));

  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page.getByText("Showing 3 of 3 subscribers")).toBeVisible();
  await expect(page.getByLabel("Source")).toHaveValue("all");
});
