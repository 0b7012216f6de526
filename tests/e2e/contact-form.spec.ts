import { expect, test } from "@playwright/test";
import { CONTACT_MESSAGES } from "#rules/contact-message";
import { TOO_MANY_REQUESTS } from "#rules/form-guard";
import { EMAIL_MESSAGES } from "#rules/form-text";
import { openContactModal, uniqueEmail } from "./fixtures/visitor-forms";

test.describe("contact modal", () => {
  test("checks every field before sending, and an error clears when its field is edited", async ({ page }) => {
    await page.goto("/");
    const dialog = await openContactModal(page);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(CONTACT_MESSAGES.fixErrors);
    await expect(dialog.getByText(CONTACT_MESSAGES.nameRequired)).toBeVisible();
    await expect(dialog.getByText(EMAIL_MESSAGES.required)).toBeVisible();
    await expect(dialog.getByText(CONTACT_MESSAGES.messageRequired)).toBeVisible();
    const name = dialog.getByRole("textbox", { name: "Name" });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(CONTACT_MESSAGES.nameRequired);

    await name.pressSequentially("A");
    await expect(dialog.getByText(CONTACT_MESSAGES.nameRequired)).toBeHidden();
    await expect(dialog.getByText(EMAIL_MESSAGES.required)).toBeVisible();

    await dialog.getByRole("textbox", { name: "Email" }).fill("ann@example");
    await dialog.getByRole("textbox", { name: "Message" }).fill("Congratulations!");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByText(CONTACT_MESSAGES.nameTooShort)).toBeVisible();
    await expect(dialog.getByText(EMAIL_MESSAGES.invalid)).toBeVisible();
    await expect(dialog.getByText(CONTACT_MESSAGES.spam)).toBeVisible();

    await name.fill("R2-D2");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByText(CONTACT_MESSAGES.nameCharacters)).toBeVisible();
  });

  test("stops typing at each field's limit and drops leading spaces from name and email", async ({ page }) => {
    await page.goto("/");
    const dialog = await openContactModal(page);
    const name = dialog.getByRole("textbox", { name: "Name" });
    await name.pressSequentially("   Ann");
    await expect(name).toHaveValue("Ann");
    const email = dialog.getByRole("textbox", { name: "Email" });
    await email.pressSequentially("  ann@example.com");
    await expect(email).toHaveValue("ann@example.com");
    for (const [label, limit] of [
      ["Name", 100],
      ["Email", 254],
      ["Subject", 200],
      ["Message", 2000],
    ] as const) {
      const field = dialog.getByRole("textbox", { name: label });
      await field.fill("x".repeat(limit - 2));
      await field.pressSequentially("yzab");
      await expect(field).toHaveValue(`${"x".repeat(limit - 2)}yz`);
    }
  });

  test("the Privacy Policy link opens the policy in a new tab and leaves the form and what was typed in place", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = await openContactModal(page);
    await dialog.getByRole("textbox", { name: "Message" }).fill("Can we talk about my credit card debt?");
    const link = dialog.getByRole("link", { name: /^Privacy Policy/ });
    await expect(link).toHaveAccessibleName("Privacy Policy (opens in a new tab)");
    const [policy] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await expect(policy.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await policy.close();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Message" })).toHaveValue(
      "Can we talk about my credit card debt?",
    );
  });

  test("sends a message, shows the thank-you screen and a toast that leaves after 5 seconds", async ({ page }) => {
    await page.goto("/faq");
    const dialog = await openContactModal(page, "FAQ Question");
    await expect(dialog.getByRole("textbox", { name: "Subject" })).toHaveValue("FAQ Question");
    await dialog.getByRole("textbox", { name: "Name" }).fill("Zoë O’Brien");
    await dialog.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("Zoe"));
    await dialog.getByRole("textbox", { name: "Message" }).fill("How do the monthly sessions work?");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("button", { name: "Sending..." })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Thank you for reaching out!" })).toBeVisible({ timeout: 10_000 });
    const toast = page.getByRole("status").getByText(CONTACT_MESSAGES.sent);
    await expect(toast).toBeVisible();
    await page.waitForTimeout(4000);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 2500 });
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
  });

  test("keeps focus inside, closes on Escape, returns focus to the opener and starts afresh", async ({ page }) => {
    await page.goto("/");
    // Focus given before hydration can be lost when React takes the page over.
    await page.locator("html[data-hydrated]").waitFor();
    const opener = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" });
    await opener.focus();
    const dialog = await openContactModal(page);
    await expect(dialog.getByRole("textbox", { name: "Name" })).toBeFocused();
    await dialog.getByRole("textbox", { name: "Name" }).fill("Ann Lee");
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press(press % 3 === 2 ? "Shift+Tab" : "Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await openContactModal(page);
    await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveValue("");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("cannot be closed while sending, and tells each failure inside the modal and in a toast above it", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let answer: "slow-429" | "abort" | "500" | "400" = "slow-429";
    await page.route("**/api/contact-messages", async (route) => {
      if (answer === "slow-429") {
        await released;
        return route.fulfill({ status: 429, contentType: "application/json", body: "{}" });
      }
      if (answer === "abort") return route.abort("failed");
      if (answer === "500") return route.fulfill({ status: 500, body: "oops" });
      return route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: "Validation failed",
          validationErrors: [{ field: "email", message: "Server says no" }],
        }),
      });
    });
    await page.goto("/");
    const dialog = await openContactModal(page);
    await dialog.getByRole("textbox", { name: "Name" }).fill("Ann Lee");
    await dialog.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
    await dialog.getByRole("textbox", { name: "Message" }).fill("A question about budgeting.");
    const send = dialog.getByRole("button", { name: /Send Message|Sending/ });

    await send.click();
    await expect(dialog.getByRole("button", { name: "Sending..." })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    release();
    await expect(dialog.getByRole("alert")).toHaveText(TOO_MANY_REQUESTS, { timeout: 10_000 });
    const toast = page.getByRole("status").filter({ hasText: TOO_MANY_REQUESTS });
    await expect(toast).toBeVisible();
    // The toast sits above the modal's backdrop: its Dismiss button can be pressed.
    await toast.getByRole("button", { name: "Dismiss" }).click({ timeout: 3000 });
    await expect(page.getByText(TOO_MANY_REQUESTS)).toHaveCount(1);
    await expect(dialog.getByRole("button", { name: "Send Message" })).toBeVisible();

    for (const [kind, message] of [
      ["abort", CONTACT_MESSAGES.sendFailed],
      ["500", CONTACT_MESSAGES.submitFailed],
      ["400", "Server says no"],
    ] as const) {
      answer = kind;
      await send.click();
      if (kind !== "400") await expect(dialog.getByRole("alert")).toHaveText(message);
      await expect(page.getByRole("status").getByText(message)).toBeVisible();
    }
    await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the server's errors, keeps what was typed, then the success", async ({ page }) => {
    await page.goto("/contact?subject=FAQ%20Question");
    await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue("FAQ Question");
    await page.getByRole("textbox", { name: "Name" }).fill("A");
    await page.getByRole("textbox", { name: "Email" }).fill("ann@example");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText(CONTACT_MESSAGES.fixErrors);
    await expect(page.getByText(CONTACT_MESSAGES.nameTooShort)).toBeVisible();
    await expect(page.getByText(EMAIL_MESSAGES.invalid)).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.messageRequired)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("ann@example");
    await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue("FAQ Question");

    await page.getByRole("textbox", { name: "Name" }).fill("Ann Lee");
    await page.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("ann"));
    await page.getByRole("textbox", { name: "Message" }).fill("Please call me about the workshop.");
    // As long as a person takes to type a message, so the server does not ask to confirm it first.
    await page.waitForTimeout(3100);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole("status").getByText(CONTACT_MESSAGES.sent)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thank you for reaching out!" })).toBeVisible();
  });
});
