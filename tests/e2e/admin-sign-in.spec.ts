import { expect, type Page, test } from "@playwright/test";
import { ADMIN } from "./admin-account";

async function fillSignIn(page: Page, password: string = ADMIN.password) {
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await fillSignIn(page);
  await expect(page.getByText(`Welcome, ${ADMIN.name}`)).toBeVisible();
}

test("an admin signs in, sees the dashboard and opens a card's page", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Portal" })).toBeVisible();

  const password = page.getByLabel("Password", { exact: true });
  await password.fill(ADMIN.password);
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  // Hold the answer back a moment to see the busy state.
  await page.route("**/admin/login.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Welcome, ${ADMIN.name}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome to the Admin Portal" })).toBeVisible();
  const sections = page.getByRole("navigation", { name: "Dashboard sections" });
  // Each card but Overview also shows how many things its section holds.
  await expect(sections.getByRole("link")).toHaveText([
    "Overview",
    /^Class Types \d+$/,
    /^Scheduled Classes \d+$/,
    /^Team Members \d+$/,
    /^Testimonials \d+$/,
    /^Hero Images \d+$/,
    /^Inbox \d+ unread$/,
    /^Email Subscribers \d+ active$/,
    /^Outbox \d+ waiting(, \d+ failed)?$/,
  ]);
  await expect(sections.getByRole("link", { name: "Hero Images" })).toHaveAttribute("href", "/admin/hero-images");
  await sections.getByRole("link", { name: "Class Types" }).click();
  await expect(page).toHaveURL(/\/admin\/class-types$/);
  await expect(page.getByRole("heading", { level: 1, name: "Class Types" })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a wrong password is refused with "Invalid email or password"', async ({ page }) => {
  await page.goto("/admin/login");
  await fillSignIn(page, "not the right password");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
});

test("empty fields are named before anything is sent", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
});

test("after sign-in the admin is back on the page they asked for", async ({ page }) => {
  await page.goto("/admin?tab=inbox");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%3Ftab%3Dinbox$/);
  await fillSignIn(page);
  // The former tab's address opens the inbox's own page (decision 061).
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Inbox" })).toBeVisible();
});

test("logout ends the session on the server", async ({ page }) => {
  await signIn(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Portal" })).toBeVisible();
});

test("30 minutes without activity sign the admin out with the inactivity alert", async ({ page }) => {
  await page.clock.install();
  await signIn(page);

  // Activity restarts the 30 minutes.
  await page.clock.fastForward("25:00");
  await page.mouse.move(200, 200);
  await page.mouse.move(300, 250);
  await page.clock.fastForward("25:00");
  await page.keyboard.press("Shift");
  await page.clock.fastForward("29:00");
  await expect(page.getByText(`Welcome, ${ADMIN.name}`)).toBeVisible();

  await page.clock.fastForward("01:01");
  await expect(page).toHaveURL(/\/admin\/login\?expired=1$/);
  await expect(page.getByRole("alert")).toHaveText("Session expired due to inactivity. Please log in again.");

  // The server ended the session too.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
