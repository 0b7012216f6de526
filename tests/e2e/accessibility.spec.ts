import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/site";
import { openContactModal, waitForHydration } from "./fixtures/visitor-forms";

/** Every public page with the demo content, found the way a visitor would (the class page from /events). */
const PAGES = [
  "/",
  "/coaching",
  "/events",
  "class",
  "/faq",
  "/about",
  "/get-started",
  "/contact",
  "/newsletter",
  "/newsletter/archive",
  "/newsletter/archive/three-small-money-habits-that-add-up",
  "/what-this-site-counts",
];
const NOT_FOUND_PAGES = ["/no-such-page", "/classes/no-such-class"];
const WIDTHS = [1280, 390] as const;

const AXE_SOURCE = fs.readFileSync(path.join(process.cwd(), "node_modules/axe-core/axe.min.js"), "utf8");

/** The parts of axe-core's in-page API the contrast check uses. */
type AxeInPage = {
  setup(node: Node): void;
  teardown(): void;
  commons: {
    color: {
      getBackgroundColor(node: Element): object | null;
      getForegroundColor(node: Element): object | null;
      getContrast(background: object, foreground: object): number;
    };
  };
};

async function expectNoViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (violation) => `${state}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join("; ")})`,
  );
  expect(found).toEqual([]);
}

async function visit(page: Page, path: string) {
  if (path === "class") {
    await page.goto("/events");
    await page
      .getByRole("link", { name: /Learn More/ })
      .first()
      .click();
    await page.getByRole("heading", { name: "Workshop Agenda" }).waitFor();
  } else {
    await page.goto(path);
  }
  await page.locator("html[data-hydrated]").waitFor();
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of [...PAGES, ...NOT_FOUND_PAGES]) {
      test(`${path === "class" ? "a class page" : path}`, async ({ page }) => {
        await visit(page, path);
        await expectNoViolations(page, path);
      });
    }

    test("the contact modal: open, with errors, after a failure, after sending", async ({ page }) => {
      test.setTimeout(90_000);
      let answer = 429;
      await page.route("**/api/contact-messages", (route) =>
        route.fulfill({
          status: answer,
          contentType: "application/json",
          body: answer === 201 ? '{"id":"x"}' : '{"error":"Too many requests. Please try again later."}',
        }),
      );
      await visit(page, "/about");
      const dialog = await openContactModal(page);
      await expectNoViolations(page, "contact modal open");
      await dialog.getByRole("button", { name: "Send Message" }).click();
      await expect(dialog.getByRole("alert")).toBeVisible();
      await expectNoViolations(page, "contact modal with field errors");
      await dialog.getByRole("textbox", { name: "Name" }).fill("Ann Lee");
      await dialog.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
      await dialog.getByRole("textbox", { name: "Message" }).fill("A question about budgeting.");
      await dialog.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("button", { name: "Dismiss" })).toBeVisible({ timeout: 10_000 });
      await expectNoViolations(page, "contact modal after a 429, with its toast");
      answer = 201;
      await dialog.getByRole("button", { name: "Send Message" }).click();
      await expect(dialog.getByRole("heading", { name: "Thank you for reaching out!" })).toBeVisible({
        timeout: 10_000,
      });
      await expectNoViolations(page, "contact modal sent");
    });

    test("forms showing their errors, open dialogs and answers", async ({ page }) => {
      test.setTimeout(90_000);
      await visit(page, "/");
      const newsletter = page.getByRole("region", { name: "Calm money tips, once a month" });
      await waitForHydration(newsletter.getByRole("button", { name: "Subscribe" }));
      await newsletter.getByRole("button", { name: "Subscribe" }).click();
      await expect(newsletter.getByText("First name is required")).toBeVisible();
      await expectNoViolations(page, "home newsletter errors");

      await visit(page, "/contact");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await expectNoViolations(page, "contact page errors");

      await visit(page, "/coaching");
      await page.getByRole("button", { name: "What is in the worksheet?" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoViolations(page, "coaching information dialog");

      await visit(page, "/faq");
      // Both FAQ layouts are in the page; CSS shows the one for the width.
      await page.getByText("Do you offer payment plans?").filter({ visible: true }).first().click();
      await expect(page.getByText("Payment plans are available; ask us").filter({ visible: true })).toBeVisible();
      await expectNoViolations(page, "FAQ answer open");
    });

    test("the required-field marks on the visitor forms stand out 4.5:1 from their background", async ({ page }) => {
      // Marked aria-hidden, so axe's own scan passes over them; its colour functions measure them here.
      for (const path_ of ["/", "/contact", "/newsletter"]) {
        await visit(page, path_);
        // Evaluated by the browser's debugger, as axe's own runner does: the page's CSP refuses added scripts.
        await page.evaluate(AXE_SOURCE);
        const ratios = await page.evaluate(() => {
          const axe = (window as unknown as { axe: AxeInPage }).axe;
          axe.setup(document);
          try {
            return [...document.querySelectorAll('label > span[aria-hidden="true"]')]
              .filter((mark) => mark.textContent?.trim() === "*")
              .map((mark) => {
                const background = axe.commons.color.getBackgroundColor(mark);
                const foreground = axe.commons.color.getForegroundColor(mark);
                return background && foreground ? axe.commons.color.getContrast(background, foreground) : 0;
              });
          } finally {
            axe.teardown();
          }
        });
        expect(ratios.length, `required marks on ${path_}`).toBeGreaterThan(0);
        for (const ratio of ratios) expect(ratio, `a required mark on ${path_}`).toBeGreaterThanOrEqual(4.5);
      }
    });

    test("without JavaScript: the pages, and forms answered by the server", async ({ page }) => {
      test.setTimeout(90_000);
      // axe itself needs scripts, so the page keeps them on and the server's scripts are taken out instead.
      await page.route("**/*", async (route) => {
        if (route.request().resourceType() !== "document") return route.continue();
        const response = await route.fetch();
        const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, "");
        return route.fulfill({ response, body: html });
      });
      for (const path of ["/", "/faq", "/coaching"]) {
        await page.goto(path);
        await expectNoViolations(page, `${path} without JavaScript`);
      }
      await page.goto("/newsletter");
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText("First name is required")).toBeVisible();
      await expectNoViolations(page, "newsletter page errors from the server");
      if (width === 390) {
        await page.goto("/");
        await page.getByRole("link", { name: "Menu" }).click();
        await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
        await expectNoViolations(page, "mobile menu open without JavaScript");
      }
    });

    test("with an empty database", async ({ page, site }) => {
      test.setTimeout(90_000);
      for (const path of ["/", "/coaching", "/events", "/faq", "/about"]) {
        await page.goto(`${site.url}${path}`);
        await page.locator("html[data-hydrated]").waitFor();
        await expectNoViolations(page, `${path} with nothing in the database`);
      }
    });
  });
}

test("the mobile menu, open, at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/");
  await page.getByRole("button", { name: /Menu/ }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expectNoViolations(page, "mobile menu open");
});

/** WCAG relative luminance and contrast, for the focus indicator check. */
const FOCUS_CHECK = `
  (() => {
    const parse = (value) => {
      const match = value.match(/rgba?\\(([^)]+)\\)/);
      if (!match) return null;
      const [r, g, b, a = 1] = match[1].split(/[ ,/]+/).filter(Boolean).map(Number);
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }) => {
      const channel = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (x, y) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
      return (hi + 0.05) / (lo + 0.05);
    };
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    let backdrop = { r: 255, g: 255, b: 255, a: 1 };
    for (let node = element.parentElement; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor);
      if (color && color.a >= 0.9) { backdrop = color; break; }
    }
    const style = getComputedStyle(element);
    const outline = parse(style.outlineColor);
    const outlineWidth = style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth);
    const ring = style.boxShadow.match(/(rgba?\\([^)]+\\)) 0px 0px 0px (\\d+(?:\\.\\d+)?)px/);
    const ringColor = ring ? parse(ring[1]) : null;
    const ringWidth = ring ? Number(ring[2]) : 0;
    const seen = [];
    if (outline && outlineWidth >= 2) seen.push(contrast(outline, backdrop));
    if (ringColor && ringWidth >= 2) seen.push(contrast(ringColor, backdrop));
    return {
      name: (element.getAttribute("aria-label") || element.textContent || element.getAttribute("name") || element.tagName).trim().slice(0, 40),
      best: seen.length ? Math.max(...seen) : 0,
    };
  })()
`;

for (const path of PAGES) {
  test(`every link, button and field on ${path === "class" ? "a class page" : path} shows a clear focus indicator when reached with the keyboard`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, path);
      await page.locator("body").focus();
      const weak: string[] = [];
      let first: string | null = null;
      for (let step = 0; step < 80; step++) {
        await page.keyboard.press("Tab");
        const focused = (await page.evaluate(FOCUS_CHECK)) as { name: string; best: number } | null;
        if (!focused || focused.name === first) break;
        first ??= focused.name;
        if (focused.best < 3) weak.push(`${focused.name} (${focused.best.toFixed(2)}:1)`);
      }
      expect(weak, `${path} at ${width} px`).toEqual([]);
    }
  });
}
