import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { asc } from "drizzle-orm";
import { openDatabase } from "#db/client";
import { contactMessages, emailSubscribers } from "#db/schema";
import { startServer, waitUntilReady } from "#tests/setup/server-process";
import { openContactModal } from "./fixtures/visitor-forms";

// Runs its own server on a fresh embedded database, so the rows can be read
// back once the server has stopped.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test("what a visitor types is stored exactly, after trimming", async ({ browser }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visitor-forms-"));
  const server = await startServer(dataDir, { SEED_DEMO: "false" });
  try {
    await waitUntilReady(server);
    const page = await browser.newPage({ baseURL: server.url });
    await page.goto("/");
    const dialog = await openContactModal(page, "FAQ Question");
    await dialog.getByRole("textbox", { name: "Name" }).pressSequentially("  Zoë O’Brien-Smith  ");
    await dialog.getByRole("textbox", { name: "Email" }).pressSequentially("  Zoe.Test@Example.COM  ");
    await dialog
      .getByRole("textbox", { name: "Message" })
      .fill("  <b>Budget</b> & 'debt' \"plan\" 💸\nSecond line; DROP TABLE x;--  ");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank you for reaching out!" })).toBeVisible({ timeout: 10_000 });

    await page.goto("/newsletter");
    await page.getByRole("textbox", { name: "First name" }).fill("  José ");
    await page.getByRole("textbox", { name: "Last name" }).fill(" da Silva-Lee");
    await page.getByRole("textbox", { name: "Email" }).fill(" JOSE@Example.com ");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thank you for subscribing!")).toBeVisible({ timeout: 10_000 });

    const plain = await browser.newPage({ baseURL: server.url, javaScriptEnabled: false });
    await plain.goto("/contact");
    await plain.getByRole("textbox", { name: "Name" }).fill("Ann Lee ");
    await plain.getByRole("textbox", { name: "Email" }).fill("Ann@Example.com");
    await plain.getByRole("textbox", { name: "Message" }).fill("Sent without scripts, <i>as typed</i>.");
    await plain.waitForTimeout(3100);
    await plain.getByRole("button", { name: "Send Message" }).click();
    await expect(plain).toHaveURL(/sent=1/);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
  }

  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const messages = await database.db
      .select({
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        status: contactMessages.status,
        priority: contactMessages.priority,
      })
      .from(contactMessages)
      .orderBy(asc(contactMessages.createdAt));
    expect(messages).toEqual([
      {
        name: "Zoë O’Brien-Smith",
        email: "zoe.test@example.com",
        subject: "FAQ Question",
        message: "<b>Budget</b> & 'debt' \"plan\" 💸\nSecond line; DROP TABLE x;--",
        status: "unread",
        priority: "normal",
      },
      {
        name: "Ann Lee",
        email: "ann@example.com",
        subject: "",
        message: "Sent without scripts, <i>as typed</i>.",
        status: "unread",
        priority: "normal",
      },
    ]);
    const subscribers = await database.db
      .select({
        firstName: emailSubscribers.firstName,
        lastName: emailSubscribers.lastName,
        email: emailSubscribers.email,
        source: emailSubscribers.source,
        status: emailSubscribers.status,
      })
      .from(emailSubscribers);
    expect(subscribers).toEqual([
      { firstName: "José", lastName: "da Silva-Lee", email: "jose@example.com", source: "website", status: "active" },
    ]);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
