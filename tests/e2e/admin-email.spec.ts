import { expect, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import { outboxEmails } from "#db/schema";
import { REPLY_MESSAGES } from "#rules/contact-reply";
import { OUTBOX_MESSAGES } from "#rules/outbox";
import { PASSWORD_RESET_MESSAGES } from "#rules/password-reset";
import { ADMIN } from "./admin-account";
import { addContactMessage } from "./fixtures/list-content";
import { type MailSite, test } from "./fixtures/mail-site";
import type { TestSite } from "./fixtures/site";

/** The back office's email: replying from the inbox, the Outbox, and "Forgot password?", with a real SMTP server. */

async function signIn(page: Page, site: TestSite, password: string = ADMIN.password) {
  await page.goto(`${site.url}/admin/login`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(`Welcome, ${ADMIN.name}`)).toBeVisible();
}

/**
 * On the "Forgot password?" page: asks for the link, follows it from the email
 * and sends the new password. Answers the link's path.
 */
async function resetThroughEmail(page: Page, { site, sink }: MailSite, password: string): Promise<string> {
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByRole("button", { name: PASSWORD_RESET_MESSAGES.requestButton }).click();
  await expect(page.getByText(PASSWORD_RESET_MESSAGES.requestSent)).toBeVisible();
  const [message] = await sink.waitFor((mails) => mails.length === 1);
  const link = /\/admin\/reset-password\?token=[\w-]+/.exec(message?.parsed.text ?? "")?.[0];
  if (!link) throw new Error("no reset link in the email");
  await page.goto(`${site.url}${link}`);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Repeat the new password").fill(password);
  await page.getByRole("button", { name: PASSWORD_RESET_MESSAGES.resetButton }).click();
  return link;
}

test("replying from the Message Details modal emails the visitor and shows the thread", async ({ mail, page }) => {
  const { site, sink } = mail;
  await addContactMessage(site.db, {
    name: "Zoë O'Brien",
    email: "zoe@example.org",
    subject: "Fees & times?",
    message: "How much is a session?",
    status: "read",
  });
  await signIn(page, site);
  await page.goto(`${site.url}/admin/inbox`);
  await page.getByRole("cell", { name: "Fees & times?" }).click();
  const modal = page.getByRole("dialog", { name: "Message Details" });
  await modal.getByRole("link", { name: "Reply via Email" }).click();

  await expect(modal.getByLabel("Subject")).toHaveValue("Re: Fees & times?");
  await expect(modal.getByText("> How much is a session?")).toBeVisible();
  await expect(modal.getByRole("textbox", { name: "Reply" })).toBeFocused();
  await modal.getByRole("textbox", { name: "Reply" }).fill("A session is $150. When would suit you?");
  await modal.getByRole("button", { name: "Send Reply" }).click();

  await expect(page.getByText(REPLY_MESSAGES.sent)).toBeVisible();
  await expect(modal.getByText("Replies (1)")).toBeVisible();
  await expect(modal.getByText("A session is $150. When would suit you?")).toBeVisible();
  await expect(modal.getByLabel("Status")).toHaveValue("replied");
  const [reply] = await sink.waitFor((mails) => mails.length === 1);
  expect(reply?.envelopeTo).toEqual(["zoe@example.org"]);
  expect(reply?.parsed.subject).toBe("Re: Fees & times?");
  expect(reply?.parsed.inReplyTo).toMatch(/^<contact-message-[0-9a-f-]+@localhost>$/);
});

test("the Outbox shows a refused email, opens it, and sends it again on Retry", async ({ mail, page }) => {
  const { site, sink } = mail;
  sink.answer = () => ({ accept: false, code: 550, message: "Mailbox unavailable" });
  const queued = await enqueueMail({
    db: site.db,
    to: "ana@example.org",
    subject: "Your workshop seat",
    text: "See you on Saturday.",
    html: "<h1>See you on Saturday.</h1>",
    event: "contact-message.received",
  });
  await expect
    .poll(async () => (await site.db.select().from(outboxEmails).where(eq(outboxEmails.id, queued.id)))[0]?.status)
    .toBe("failed");

  await signIn(page, site);
  await expect(page.getByText("1 email could not be sent")).toBeVisible();
  await page.getByRole("link", { name: "Open the Outbox" }).click();
  await expect(page.getByRole("heading", { name: "Outbox" })).toBeVisible();
  // The list filters apply on change once the page's script runs.
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Status").selectOption("failed");
  await page.getByRole("link", { name: "View email to ana@example.org: Your workshop seat" }).click();
  const details = page.getByRole("region", { name: "Your workshop seat" });
  await expect(details.getByText("550 Mailbox unavailable")).toBeVisible();
  await expect(details.getByText("See you on Saturday.")).toBeVisible();
  const frame = page.frameLocator('iframe[title="HTML version of the email"]');
  await expect(frame.getByRole("heading", { name: "See you on Saturday." })).toBeVisible();

  sink.answer = () => ({ accept: true });
  await details.getByRole("button", { name: "Retry email to ana@example.org" }).click();
  await expect(page.getByText(OUTBOX_MESSAGES.retried)).toBeVisible();
  await sink.waitFor((mails) => mails.length === 1);
  await page.reload();
  const sent = page.getByRole("region", { name: "Your workshop seat" });
  await expect(sent.getByRole("term").filter({ hasText: "Sent" })).toBeVisible();
  await expect(sent.getByRole("button", { name: "Retry email to ana@example.org" })).toHaveCount(0);
});

test("an admin who forgot the password sets a new one through the emailed link", async ({ mail, page }) => {
  const { site } = mail;
  await page.goto(`${site.url}/admin/login`);
  await page.getByRole("link", { name: PASSWORD_RESET_MESSAGES.forgotLink }).click();
  // The sign-in page has an Email field too: fill only once the reset page is shown.
  await expect(page.getByRole("heading", { name: PASSWORD_RESET_MESSAGES.requestTitle })).toBeVisible();
  const link = await resetThroughEmail(page, mail, "a brand new passphrase");
  await expect(page.getByText(PASSWORD_RESET_MESSAGES.done)).toBeVisible();

  await signIn(page, site, "a brand new passphrase");
  await page.goto(`${site.url}${link}`);
  await expect(page.getByText(PASSWORD_RESET_MESSAGES.linkInvalid)).toBeVisible();
});

test("the emailed reset link works in a browser without JavaScript", async ({ mail, browser }) => {
  const { site } = mail;
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await page.goto(`${site.url}/admin/forgot-password`);
  // The reset page keeps its address from other sites, yet its own form post says where it comes from.
  await resetThroughEmail(page, mail, "another new passphrase");
  await expect(page).toHaveURL(`${site.url}/admin/login?reset=1`);
  await expect(page.getByText(PASSWORD_RESET_MESSAGES.done)).toBeVisible();
});
