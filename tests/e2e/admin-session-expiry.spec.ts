import type { Dialog, Locator, Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { createAdminUser } from "#core/admin-users/create-admin-user";
import { confirmTwoFactorSetup } from "#core/auth/confirm-two-factor-setup";
import { startTwoFactorSetup } from "#core/auth/start-two-factor-setup";
import { totpCodeAt } from "#core/auth/totp";
import type { Database } from "#db/client";
import { contactMessages, faqQuestions, legalPages, teamMembers, testimonials } from "#db/schema";
import { ADMIN_FORM_MESSAGES, SESSION_KEEPING_MESSAGES } from "#rules/admin-form";
import { REPLY_MESSAGES } from "#rules/contact-reply";
import { FAQ_MESSAGES } from "#rules/faq-question";
import { LEGAL_PAGE_MESSAGES } from "#rules/legal-page";
import { SIGN_IN_MESSAGES } from "#rules/sign-in";
import { TEAM_MEMBER_MESSAGES } from "#rules/team-member";
import { addTeamMember, addTestimonial } from "#tests/setup/content";
import { ADMIN } from "./admin-account";
import { expect, test } from "./fixtures/admin";
import { addContactMessage } from "./fixtures/list-content";
import { test as mailTest } from "./fixtures/mail-site";

/** Signs out in a second tab of the same browser, as the owner would. */
async function signOutInAnotherTab(page: Page, url: string) {
  const other = await page.context().newPage();
  await other.goto(`${url}/admin`);
  await other.getByRole("button", { name: "Logout" }).click();
  await expect(other).toHaveURL(/\/admin\/login$/);
  await other.close();
}

/** Opens a page and waits until it runs its scripts, so typing is not lost to the first render. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor();
}

async function signIn(page: Page, url: string) {
  await open(page, `${url}/admin/login`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(`Welcome, ${ADMIN.name}`)).toBeVisible();
}

/** Records the browser's own questions (window.confirm) and answers them with `answer`. */
function answerBrowserQuestions(page: Page) {
  const state = { questions: [] as string[], answer: false };
  page.on("dialog", (dialog) => {
    state.questions.push(dialog.message());
    void (state.answer ? dialog.accept() : dialog.dismiss());
  });
  return state;
}

async function turnOnTwoFactor(db: Database): Promise<{ secret: string; recoveryCode: string }> {
  const admin = await createAdminUser({ db, account: ADMIN });
  const started = await startTwoFactorSetup({ db, adminUserId: admin.id });
  if (!started.ok) throw new Error("two-factor sign-in was on already");
  const { secret } = started;
  const done = await confirmTwoFactorSetup({
    db,
    actor: { adminUserId: admin.id, actorEmail: admin.email },
    code: totpCodeAt(secret, new Date()),
  });
  if (!done.ok) throw new Error(JSON.stringify(done.errors));
  return { secret, recoveryCode: done.recoveryCodes[0] ?? "" };
}

test("signed out in another tab, a save keeps what was typed, asks for the password in place, then is stored", async ({
  site,
  adminPage: page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const member = await addTeamMember(site.db, { name: "Morgan Blake", bio: "Old bio." });
  await open(page, `${site.url}/admin/team/${member.id}/edit`);
  await page.getByLabel("Bio").fill("A long new bio she does not want to type twice.");

  await signOutInAnotherTab(page, site.url);
  await page.getByRole("button", { name: "Update Team Member" }).click();

  const dialog = page.getByRole("dialog", { name: SESSION_KEEPING_MESSAGES.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(SESSION_KEEPING_MESSAGES.ended)).toBeVisible();
  await expect(dialog.getByLabel("Email")).toHaveValue(ADMIN.email);
  await expect(page.getByText("Something went wrong")).toHaveCount(0);

  // A wrong password is refused in the dialog, which stays.
  await dialog.getByLabel("Password", { exact: true }).fill("not the password");
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(SIGN_IN_MESSAGES.invalidCredentials);

  await dialog.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(TEAM_MEMBER_MESSAGES.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/team$/);
  const [saved] = await site.db.select().from(teamMembers).where(eq(teamMembers.id, member.id));
  expect(saved?.bio).toBe("A long new bio she does not want to type twice.");
  expect(errors).toEqual([]);
});

test("signed in again in another tab, a save goes through without asking", async ({ site, adminPage: page }) => {
  const member = await addTeamMember(site.db, { name: "Morgan Blake", bio: "Old bio." });
  await open(page, `${site.url}/admin/team/${member.id}/edit`);
  await page.getByLabel("Bio").fill("Saved with the other tab's session.");

  const other = await page.context().newPage();
  await signOutInAnotherTab(page, site.url);
  await signIn(other, site.url);
  await other.close();

  await page.getByRole("button", { name: "Update Team Member" }).click();
  await expect(page.getByText(TEAM_MEMBER_MESSAGES.updated)).toBeVisible();
  await expect(page.getByRole("dialog", { name: SESSION_KEEPING_MESSAGES.title })).toHaveCount(0);
  const [saved] = await site.db.select().from(teamMembers).where(eq(teamMembers.id, member.id));
  expect(saved?.bio).toBe("Saved with the other tab's session.");
});

test("with two-factor sign-in, the dialog asks for the code too, then the status change is stored", async ({
  site,
  page,
}) => {
  const { secret, recoveryCode } = await turnOnTwoFactor(site.db);
  const message = await addContactMessage(site.db, { name: "Ana Silva", status: "read" });
  await open(page, `${site.url}/admin/login`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByLabel("Code").fill(recoveryCode);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(`Welcome, ${ADMIN.name}`)).toBeVisible();

  await open(page, `${site.url}/admin/inbox?message=${message.id}`);
  const modal = page.getByRole("dialog", { name: "Message Details" });
  await modal.getByLabel("Status").selectOption("replied");
  await modal.getByLabel("Admin Notes").fill("Called her back on Tuesday.");
  await signOutInAnotherTab(page, site.url);
  await modal.getByRole("button", { name: "Save Changes" }).click();

  const dialog = page.getByRole("dialog", { name: SESSION_KEEPING_MESSAGES.title });
  await dialog.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await dialog.getByLabel("Code").fill("000000");
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByText("Invalid code. Please try again.")).toBeVisible();
  // The next 30-second step's code: the current one turned two-factor sign-in on.
  await dialog.getByLabel("Code").fill(totpCodeAt(secret, new Date(Date.now() + 30_000)));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog).toBeHidden();

  await expect
    .poll(async () => (await site.db.select().from(contactMessages).where(eq(contactMessages.id, message.id)))[0])
    .toMatchObject({ status: "replied", adminNotes: "Called her back on Tuesday." });
});

test("two minutes before the idle limit a notice offers to stay signed in", async ({ site, page }) => {
  await createAdminUser({ db: site.db, account: ADMIN });
  await page.clock.install();
  await signIn(page, site.url);
  await open(page, `${site.url}/admin/team`);

  await page.clock.fastForward("27:00");
  const notice = page.getByRole("alert").filter({ hasText: SESSION_KEEPING_MESSAGES.expiringSoon });
  await expect(notice).toHaveCount(0);
  await page.clock.fastForward("01:01");
  await expect(notice).toBeVisible();

  const renewal = page.waitForRequest((request) => request.url().endsWith("/api/admin/session"));
  await notice.getByRole("button", { name: SESSION_KEEPING_MESSAGES.staySignedIn }).click();
  await renewal;
  await expect(notice).toHaveCount(0);

  // The 30 minutes start again from the press.
  await page.clock.fastForward("29:00");
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(notice).toBeVisible();
  await page.clock.fastForward("01:01");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fteam&expired=1$/);
});

test("the idle limit reached with unsaved typing signs in again in place and keeps the typing", async ({
  site,
  page,
}) => {
  await createAdminUser({ db: site.db, account: ADMIN });
  const member = await addTeamMember(site.db, { name: "Morgan Blake", bio: "Old bio." });
  await page.clock.install();
  await signIn(page, site.url);
  await open(page, `${site.url}/admin/team/${member.id}/edit`);
  await page.getByLabel("Bio").fill("Typed before lunch.");

  await page.clock.fastForward("30:01");
  const dialog = page.getByRole("dialog", { name: SESSION_KEEPING_MESSAGES.title });
  await expect(dialog.getByRole("alert")).toHaveText(SIGN_IN_MESSAGES.expired);
  await expect(page).toHaveURL(new RegExp(`/admin/team/${member.id}/edit$`));
  await dialog.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Bio")).toHaveValue("Typed before lunch.");

  await page.getByRole("button", { name: "Update Team Member" }).click();
  await expect(page.getByText(TEAM_MEMBER_MESSAGES.updated)).toBeVisible();
  const [saved] = await site.db.select().from(teamMembers).where(eq(teamMembers.id, member.id));
  expect(saved?.bio).toBe("Typed before lunch.");
});

test("an unsaved draft is offered back after a forced reload, and cleared by saving", async ({
  site,
  adminPage: page,
}) => {
  const testimonial = await addTestimonial(site.db, {
    name: "Priya N.",
    quote: "Old quote.",
    location: "coaching_step1",
    displayOrder: 1,
  });
  const editor = `${site.url}/admin/testimonials/${testimonial.id}/edit`;
  page.on("dialog", (dialog) => dialog.accept());
  await open(page, editor);
  await page.getByLabel("Quote").fill("The quote she typed before the page reloaded.");
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor();

  const offer = page.getByRole("alert").filter({ hasText: ADMIN_FORM_MESSAGES.draftOffer });
  await expect(offer).toBeVisible();
  await expect(page.getByLabel("Quote")).toHaveValue("Old quote.");
  await offer.getByRole("button", { name: ADMIN_FORM_MESSAGES.restoreDraft }).click();
  await expect(offer).toHaveCount(0);
  await expect(page.getByLabel("Quote")).toHaveValue("The quote she typed before the page reloaded.");

  await page.getByRole("button", { name: /^Update/ }).click();
  await expect(page).not.toHaveURL(editor);
  const [saved] = await site.db.select().from(testimonials).where(eq(testimonials.id, testimonial.id));
  expect(saved?.quote).toBe("The quote she typed before the page reloaded.");

  await open(page, editor);
  await expect(page.getByLabel("Quote")).toHaveValue("The quote she typed before the page reloaded.");
  await expect(offer).toHaveCount(0);

  // Discard forgets it for good.
  await page.getByLabel("Quote").fill("Not wanted after all.");
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor();
  await offer.getByRole("button", { name: ADMIN_FORM_MESSAGES.discardDraft }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByLabel("Quote")).toHaveValue("The quote she typed before the page reloaded.");
  await expect(offer).toHaveCount(0);
});

test("Message Details asks before dropping typed notes, then gives the focus back", async ({
  site,
  adminPage: page,
}) => {
  await addContactMessage(site.db, { name: "Ana Silva", status: "read" });
  await open(page, `${site.url}/admin/inbox`);
  const view = page.getByRole("link", { name: "View message from Ana Silva" });
  await view.click();
  const modal = page.getByRole("dialog", { name: "Message Details" });
  await expect(modal).toBeVisible();

  // Nothing typed: Escape closes at once, and the focus is back on View.
  await page.keyboard.press("Escape");
  await expect(modal).toHaveCount(0);
  await expect(view).toBeFocused();

  await view.click();
  await modal.getByLabel("Admin Notes").fill("Wants the evening class.");
  const browser = answerBrowserQuestions(page);

  await page.keyboard.press("Escape");
  await expect(modal).toBeVisible();
  await modal.getByRole("link", { name: "Cancel" }).click();
  await expect(modal).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel("Admin Notes")).toHaveValue("Wants the evening class.");
  expect(browser.questions).toEqual(Array(3).fill(ADMIN_FORM_MESSAGES.unsavedChangesInModal));

  browser.answer = true;
  await page.mouse.click(5, 5);
  await expect(modal).toHaveCount(0);
  await expect(view).toBeFocused();
  expect(browser.questions).toHaveLength(4);
});

test("the hero image modal asks before dropping typed text, then gives the focus back", async ({
  site,
  adminPage: page,
}) => {
  await open(page, `${site.url}/admin/hero-images`);
  const opener = page.getByRole("button", { name: "Add from URL" });
  await opener.click();
  const modal = page.getByRole("dialog");
  await modal.getByLabel("Image Name").fill("Spring workshop");
  const browser = answerBrowserQuestions(page);

  await page.keyboard.press("Escape");
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Cancel" }).click();
  await expect(modal.getByLabel("Image Name")).toHaveValue("Spring workshop");
  expect(browser.questions).toEqual(Array(2).fill(ADMIN_FORM_MESSAGES.unsavedChangesInModal));

  browser.answer = true;
  await modal.getByRole("button", { name: "Close" }).click();
  await expect(modal).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test("after Move up the focus stays on the moved row's control", async ({ site, adminPage: page }) => {
  for (const [index, name] of ["Avery", "Blair", "Casey"].entries()) {
    await addTeamMember(site.db, { name, displayOrder: index + 1 });
  }
  await open(page, `${site.url}/admin/team`);
  const rows = page.getByRole("row");

  await page.getByRole("button", { name: "Move Casey up" }).click();
  await expect(rows.nth(2)).toContainText("Casey");
  await expect(page.getByRole("button", { name: "Move Casey up" })).toBeFocused();

  // At the top its up button is off, so the focus moves to its down button.
  await page.keyboard.press("Enter");
  await expect(rows.nth(1)).toContainText("Casey");
  await expect(page.getByRole("button", { name: "Move Casey down" })).toBeFocused();
});

test("cancelling a delete gives the focus back to its Delete button", async ({ site, adminPage: page }) => {
  await addTeamMember(site.db, { name: "Avery" });
  await open(page, `${site.url}/admin/team`);
  const remove = page.getByRole("button", { name: "Delete Avery" });
  await remove.click();
  const question = page.getByRole("dialog", { name: "Please confirm" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();
});

test("typed message notes are offered back after a forced reload", async ({ site, adminPage: page }) => {
  const message = await addContactMessage(site.db, { name: "Ana Silva", status: "read" });
  page.on("dialog", (dialog) => dialog.accept());
  await open(page, `${site.url}/admin/inbox?message=${message.id}`);
  const modal = page.getByRole("dialog", { name: "Message Details" });
  await modal.getByLabel("Admin Notes").fill("Prefers Saturday mornings.");
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor();

  const offer = modal.getByRole("alert").filter({ hasText: ADMIN_FORM_MESSAGES.draftOffer });
  await offer.getByRole("button", { name: ADMIN_FORM_MESSAGES.restoreDraft }).click();
  await expect(modal.getByLabel("Admin Notes")).toHaveValue("Prefers Saturday mornings.");
  await modal.getByRole("button", { name: "Save Changes" }).click();
  await expect
    .poll(
      async () =>
        (await site.db.select().from(contactMessages).where(eq(contactMessages.id, message.id)))[0]?.adminNotes,
    )
    .toBe("Prefers Saturday mornings.");
});

/** Reloads the page as a crash or a forced reload would, answering the browser's "leave this page?" with yes. */
async function reloadDespiteWarning(page: Page) {
  const leave = (dialog: Dialog) => void (dialog.type() === "beforeunload" && dialog.accept());
  page.on("dialog", leave);
  await page.reload();
  page.off("dialog", leave);
  await page.locator("html[data-hydrated]").waitFor();
}

const draftOffer = (within: Page | Locator) =>
  within.getByRole("alert").filter({ hasText: ADMIN_FORM_MESSAGES.draftOffer });

/** One of the questions every new site starts with. */
async function anyFaqQuestion(db: Database) {
  const [question] = await db.select().from(faqQuestions).limit(1);
  if (!question) throw new Error("the site starts with FAQ questions");
  return question;
}

// A browser posts a textarea's line breaks as CRLF; they are stored as typed, LF.
const faqAnswer = async (db: Database, id: string) =>
  (await db.select().from(faqQuestions).where(eq(faqQuestions.id, id)))[0]?.answer;

const legalBody = async (db: Database) =>
  (await db.select().from(legalPages).where(eq(legalPages.slug, "privacy")))[0]?.body;

test("a typed legal page text is offered back after a forced reload, and forgotten once saved", async ({
  site,
  adminPage: page,
}) => {
  const editor = `${site.url}/admin/legal/privacy`;
  const text = "## Your data\n\nWe keep your email only to answer you. A long text she does not want to type twice.";
  await open(page, editor);
  const before = await page.getByLabel("Text").inputValue();
  await page.getByLabel("Text").fill(text);
  await reloadDespiteWarning(page);

  await expect(page.getByLabel("Text")).toHaveValue(before);
  await draftOffer(page).getByRole("button", { name: ADMIN_FORM_MESSAGES.restoreDraft }).click();
  await expect(draftOffer(page)).toHaveCount(0);
  await expect(page.getByLabel("Text")).toHaveValue(text);

  await page.getByRole("button", { name: "Save Page" }).click();
  await expect(page.getByText(LEGAL_PAGE_MESSAGES.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/legal$/);
  expect(await legalBody(site.db)).toBe(text);

  await open(page, editor);
  await expect(page.getByLabel("Text")).toHaveValue(text);
  await expect(draftOffer(page)).toHaveCount(0);
});

test("a typed FAQ answer is offered back after a forced reload, and forgotten once saved", async ({
  site,
  adminPage: page,
}) => {
  const question = await anyFaqQuestion(site.db);
  const editor = `${site.url}/admin/faq/${question.id}/edit`;
  const answer = "Yes, gift vouchers come in any amount.\n\nThey are valid for a year.";
  await open(page, editor);
  await page.getByRole("textbox", { name: "Answer" }).fill(answer);
  await reloadDespiteWarning(page);

  await expect(page.getByRole("textbox", { name: "Answer" })).toHaveValue(question.answer);
  await draftOffer(page).getByRole("button", { name: ADMIN_FORM_MESSAGES.restoreDraft }).click();
  await expect(page.getByRole("textbox", { name: "Answer" })).toHaveValue(answer);

  await page.getByRole("button", { name: "Update Question" }).click();
  await expect(page.getByText(FAQ_MESSAGES.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/faq$/);
  expect(await faqAnswer(site.db, question.id)).toBe(answer);

  await open(page, editor);
  await expect(page.getByRole("textbox", { name: "Answer" })).toHaveValue(answer);
  await expect(draftOffer(page)).toHaveCount(0);
});

test("at the idle limit the legal page and FAQ editors keep the typing and ask for the password in place", async ({
  site,
  page,
}) => {
  await createAdminUser({ db: site.db, account: ADMIN });
  const question = await anyFaqQuestion(site.db);
  await page.clock.install();
  await signIn(page, site.url);
  const dialog = page.getByRole("dialog", { name: SESSION_KEEPING_MESSAGES.title });

  for (const { path, field, text, save } of [
    { path: "/admin/legal/privacy", field: "Text", text: "Typed before lunch.", save: "Save Page" },
    {
      path: `/admin/faq/${question.id}/edit`,
      field: "Answer",
      text: "Answered before lunch.",
      save: "Update Question",
    },
  ]) {
    await open(page, `${site.url}${path}`);
    await page.getByRole("textbox", { name: field }).fill(text);
    await page.clock.fastForward("30:01");
    await expect(dialog.getByRole("alert")).toHaveText(SIGN_IN_MESSAGES.expired);
    await expect(page).toHaveURL(`${site.url}${path}`);
    await dialog.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("textbox", { name: field })).toHaveValue(text);
    await page.getByRole("button", { name: save }).click();
    await expect(page).not.toHaveURL(`${site.url}${path}`);
  }
  expect(await legalBody(site.db)).toBe("Typed before lunch.");
  expect(await faqAnswer(site.db, question.id)).toBe("Answered before lunch.");
});

/** The reply form in the Message Details modal, opened at once by `?reply=1`. */
function replyForm(page: Page, url: string) {
  const modal = page.getByRole("dialog", { name: "Message Details" });
  return {
    modal,
    body: modal.getByRole("textbox", { name: "Reply" }),
    address: (messageId: string) => `${url}/admin/inbox?message=${messageId}&reply=1`,
  };
}

mailTest(
  "a reply draft is kept per message, offered back after a reload, and forgotten once sent",
  async ({ mail: { site, sink }, page }) => {
    const ana = await addContactMessage(site.db, { name: "Ana Silva", email: "ana@example.org", status: "read" });
    const ben = await addContactMessage(site.db, { name: "Ben Okafor", email: "ben@example.org", status: "read" });
    const { modal, body, address: replyTo } = replyForm(page, site.url);
    const text = "Saturday mornings suit us too. A long answer she does not want to type twice.";
    await signIn(page, site.url);
    await open(page, replyTo(ana.id));
    await body.fill(text);
    await reloadDespiteWarning(page);

    await expect(body).toHaveValue("");
    await draftOffer(modal).getByRole("button", { name: ADMIN_FORM_MESSAGES.restoreDraft }).click();
    await expect(draftOffer(modal)).toHaveCount(0);
    await expect(body).toHaveValue(text);

    // Another message's reply starts empty: each draft belongs to its message.
    await open(page, replyTo(ben.id));
    await expect(body).toHaveValue("");
    await expect(draftOffer(modal)).toHaveCount(0);

    await open(page, replyTo(ana.id));
    await draftOffer(modal).getByRole("button", { name: ADMIN_FORM_MESSAGES.restoreDraft }).click();
    await modal.getByRole("button", { name: "Send Reply" }).click();
    await expect(page.getByText(REPLY_MESSAGES.sent)).toBeVisible();
    const [sent] = await sink.waitFor((mails) => mails.length === 1);
    expect(sent?.parsed.text).toContain(text);

    await open(page, replyTo(ana.id));
    await expect(modal.getByText("Replies (1)")).toBeVisible();
    await expect(body).toHaveValue("");
    await expect(draftOffer(modal)).toHaveCount(0);

    // Cancel reply and closing the modal ask first; once she agrees, the draft is gone too.
    await body.fill("Not wanted after all.");
    const browser = answerBrowserQuestions(page);
    await modal.getByRole("link", { name: "Cancel reply" }).click();
    await page.keyboard.press("Escape");
    await expect(body).toHaveValue("Not wanted after all.");
    browser.answer = true;
    await modal.getByRole("link", { name: "Cancel reply" }).click();
    await expect(body).toHaveCount(0);
    expect(browser.questions).toEqual(Array(3).fill(ADMIN_FORM_MESSAGES.unsavedChangesInModal));
    await open(page, replyTo(ana.id));
    await expect(body).toHaveValue("");
    await expect(draftOffer(modal)).toHaveCount(0);
  },
);

mailTest(
  "a typed reply survives the idle limit and a sign-out in another tab, then is sent",
  async ({ mail: { site, sink }, page }) => {
    const message = await addContactMessage(site.db, { name: "Ana Silva", email: "ana@example.org", status: "read" });
    const { modal, body, address } = replyForm(page, site.url);
    const dialog = page.getByRole("dialog", { name: SESSION_KEEPING_MESSAGES.title });
    await page.clock.install();
    await signIn(page, site.url);
    await open(page, address(message.id));
    await body.fill("Typed before lunch.");

    await page.clock.fastForward("30:01");
    await expect(dialog.getByRole("alert")).toHaveText(SIGN_IN_MESSAGES.expired);
    await dialog.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog).toBeHidden();
    await expect(body).toHaveValue("Typed before lunch.");

    await signOutInAnotherTab(page, site.url);
    await modal.getByRole("button", { name: "Send Reply" }).click();
    await expect(dialog.getByText(SESSION_KEEPING_MESSAGES.ended)).toBeVisible();
    await dialog.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(REPLY_MESSAGES.sent)).toBeVisible();
    const [sent] = await sink.waitFor((mails) => mails.length === 1);
    expect(sent?.parsed.text).toContain("Typed before lunch.");
  },
);
