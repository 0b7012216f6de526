import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { storeImage } from "#core/images/store-image";
import { emailSubscribers } from "#db/schema";
import { IMAGE_MAX_BYTES } from "#rules/images";
import { NEWSLETTER_EDITOR_MESSAGES as M } from "#rules/newsletter-issue";
import { ADMIN } from "./admin-account";
import { test } from "./fixtures/mail-site";

/**
 * The owner writes an issue, sees it as subscribers will, sends herself a
 * test, schedules it, takes the schedule back, sends it and watches it go,
 * with a real SMTP server receiving every copy.
 */

/** The page's accessibility problems; the email's frames run no script, so axe stays out of them. */
async function axeViolations(page: Page) {
  return (await new AxeBuilder({ page }).setLegacyMode().options({ iframes: false }).analyze()).violations.map(
    (violation) => violation.id,
  );
}

/** No accessibility problem at a computer's width nor at a phone's. */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `at ${width} pixels`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("write, preview, test, schedule, cancel, send and watch the progress", async ({ mail, page }) => {
  test.setTimeout(60_000);
  const { site, sink } = mail;
  await site.db.insert(emailSubscribers).values([
    { firstName: "Ana", lastName: "Silva", email: "ana@example.org", source: "website" },
    { firstName: "Ben", lastName: "Okafor", email: "ben@example.org", source: "events" },
    { firstName: "Cy", lastName: "Pending", email: "cy@example.org", source: "events", status: "pending" },
  ]);
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#c84" } })
    .png()
    .toBuffer();
  await storeImage({ db: site.db, bytes: new Uint8Array(photo), purpose: "cover", maxBytes: IMAGE_MAX_BYTES });

  await page.goto(`${site.url}/admin/login`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(`Welcome, ${ADMIN.name}`)).toBeVisible();

  await page.getByRole("link", { name: "Newsletter", exact: true }).click();
  await page.getByRole("link", { name: "Add New Newsletter Issue" }).click();
  await page.getByLabel("Subject").fill("Three money habits for December");
  await expect(page.getByLabel("Slug")).toHaveValue("three-money-habits-for-december");
  await page.getByLabel("Preview text").fill("Small steps before the holidays");
  await page.getByLabel("Body").fill("## Habit one\n\nWrite down **every** purchase for a week.");
  await expect(page.getByLabel("Audience")).toContainText("All active subscribers (2)");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);

  // The email as subscribers will see it, on a phone and a computer, and its plain text.
  for (const frame of ["The email on a phone", "The email on a computer"])
    await expect(page.frameLocator(`iframe[title="${frame}"]`).getByText("every", { exact: true })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Plain-text version" })).toContainText(
    "Write down every purchase for a week.",
  );

  // The preview follows the typing, in the email's own frame, before any save.
  const phone = page.frameLocator('iframe[title="The email on a phone"]');
  const body = page.getByLabel("Body");
  await body.click();
  await page.keyboard.press("Control+End");
  await body.pressSequentially("\n\nKeep every receipt.");
  await expect(phone.getByText("Keep every receipt.")).toBeVisible();
  await expect(page.getByRole("figure", { name: "Plain-text version" })).toContainText("Keep every receipt.");

  // A stored image goes in at the cursor, with its description, and shows in the email.
  await page.getByRole("button", { name: "Insert image" }).click();
  const picker = page.getByRole("dialog", { name: "Insert an image" });
  await expect(picker.getByLabel("Upload a new image")).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await picker.getByRole("button", { name: "No description" }).click();
  const describe = page.getByRole("dialog", { name: "Describe the image" });
  await describe.getByRole("button", { name: "Insert" }).click();
  await expect(describe.getByText(M.imageAltRequired)).toBeVisible();
  await expect(describe.getByLabel("Short description (alt text)")).toBeFocused();
  await describe.getByLabel("Short description (alt text)").fill("A jar of coins");
  await describe.getByRole("button", { name: "Insert" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(body).toBeFocused();
  await expect(body).toHaveValue(/receipt\.\n\n!\[A jar of coins\]\(\/media\/[\w-]{16}-960\.jpg\)$/);
  await expect(phone.getByRole("img", { name: "A jar of coins" })).toHaveAttribute(
    "src",
    /\/media\/[\w-]{16}-960\.jpg$/,
  );
  // Read as web mail shows an email, in a sandboxed frame of another origin: the picture loads, as /media may be read from anywhere.
  const picture = /\/media\/[\w-]{16}-960\.jpg/.exec(await body.inputValue())?.[0];
  const reader = await page.context().newPage();
  await reader.setContent(
    `<iframe title="An email" sandbox="" srcdoc="<img alt='A jar of coins' src='${site.url}${picture}'>"></iframe>`,
  );
  await expect
    .poll(() =>
      reader
        .frameLocator('iframe[title="An email"]')
        .getByRole("img", { name: "A jar of coins" })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await reader.close();
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText(M.updated)).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByText(M.testSent(ADMIN.email))).toBeVisible();
  const [testCopy] = await sink.waitFor((mails) => mails.length === 1);
  expect(testCopy?.envelopeTo).toEqual([ADMIN.email]);
  expect(testCopy?.parsed.subject).toBe("[Test] Three money habits for December");
  expect(testCopy?.parsed.text).toContain("Write down every purchase for a week.");
  // Answers reach the support address; no subscriber stands behind a test copy, so it has no List-Unsubscribe.
  expect(testCopy?.parsed.replyTo?.text).toBe("support@example.com");
  expect(testCopy?.raw).not.toMatch(/^List-Unsubscribe/m);

  const next = new Date().getFullYear() + 1;
  await page.getByLabel("Or schedule it for (Eastern Time (America/New_York))").fill(`${next}-01-15T09:30`);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByText(/Scheduled for \w+, January 15, 9:30 AM Eastern Standard Time/)).toBeVisible();
  await page.getByRole("button", { name: "Cancel the scheduled send" }).click();
  await expect(page.getByText(/Scheduled for/)).toHaveCount(0);

  await page.getByRole("button", { name: "Send now" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText('Send "Three money habits for December" now to 2 subscribers?');
  await dialog.getByRole("button", { name: "Send to 2 subscribers" }).click();

  await expect(page.getByRole("heading", { name: "Sending finished" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("2 of 2 copies handled")).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveAttribute("value", "2");
  const copies = await sink.waitFor((mails) => mails.length === 3);
  expect(copies.flatMap((copy) => copy.envelopeTo).sort()).toEqual(["ana@example.org", "ben@example.org", ADMIN.email]);
  await expect(page.getByRole("button", { name: "Save Draft" })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);
});
