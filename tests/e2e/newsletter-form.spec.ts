import { expect, type Page, test } from "@playwright/test";
import { TOO_MANY_REQUESTS } from "#rules/form-guard";
import { EMAIL_MESSAGES } from "#rules/form-text";
import { SUBSCRIBER_MESSAGES } from "#rules/subscriber";
import { uniqueEmail } from "./fixtures/visitor-forms";

async function fillSignup(page: Page, firstName: string, lastName: string, email: string) {
  await page.getByRole("textbox", { name: "First name" }).fill(firstName);
  await page.getByRole("textbox", { name: "Last name" }).fill(lastName);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`newsletter signup with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("explains each problem, subscribes, then refuses the same address again", async ({ page }) => {
      await page.goto("/newsletter");
      await fillSignup(page, "  ", "", "");
      await expect(page.getByText(SUBSCRIBER_MESSAGES.firstNameRequired)).toBeVisible();
      await expect(page.getByText(SUBSCRIBER_MESSAGES.lastNameRequired)).toBeVisible();
      await expect(page.getByText(EMAIL_MESSAGES.required)).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");

      await fillSignup(page, "Ana", "Silva", "ana at example.com");
      await expect(page.getByText(EMAIL_MESSAGES.invalid)).toBeVisible();
      await expect(page.getByText(SUBSCRIBER_MESSAGES.firstNameRequired)).toBeHidden();

      const email = uniqueEmail("ana");
      await page.waitForTimeout(2100);
      await fillSignup(page, "Ana", "Silva", email);
      await expect(page.getByText(SUBSCRIBER_MESSAGES.subscribed)).toBeVisible({ timeout: 10_000 });

      await page.goto("/newsletter");
      await page.waitForTimeout(2100);
      await fillSignup(page, "Ana", "Silva", email.toUpperCase());
      await expect(page.getByRole("alert")).toHaveText(SUBSCRIBER_MESSAGES.alreadySubscribed, { timeout: 10_000 });
      await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email.toUpperCase());
    });
  });
}

test("tells the visitor why the signup failed", async ({ page }) => {
  let answer: "429" | "500" | "abort" = "429";
  await page.route("**/api/subscribers", (route) => {
    if (answer === "abort") return route.abort("failed");
    if (answer === "500") {
      return route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Database is resting"}' });
    }
    return route.fulfill({ status: 429, body: "" });
  });
  await page.goto("/newsletter");
  // Before hydration the form posts itself to the server, past the routed API answers.
  await page.locator("html[data-hydrated]").waitFor();
  for (const [kind, message] of [
    ["429", TOO_MANY_REQUESTS],
    ["500", "Database is resting"],
    ["abort", SUBSCRIBER_MESSAGES.subscribeFailed],
  ] as const) {
    answer = kind;
    await expect(async () => {
      await fillSignup(page, "Ana", "Silva", "ana@example.com");
      await expect(page.getByRole("alert")).toHaveText(message, { timeout: 4000 });
    }).toPass();
  }
});
