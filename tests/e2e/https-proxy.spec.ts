import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createAdminUser } from "#core/admin-users/create-admin-user";
import { classTypes, contactMessages } from "#db/schema";
import { ACCOUNT_MESSAGES } from "#rules/admin-account";
import { CLASS_TYPE_MESSAGES } from "#rules/class-type";
import { CONTACT_MESSAGES } from "#rules/contact-message";
import { MIN_FILL_MS } from "#rules/form-guard";
import { freePort } from "#scripts/lib/local-test-tools.mjs";
import { addTeamMember } from "#tests/setup/content";
import { ADMIN } from "./admin-account";
import { startTestSite, type TestSite } from "./fixtures/site";

const NGINX = fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

/** The production site behind nginx terminating TLS with a self-signed certificate, as most sites are deployed. */
let site: TestSite;
let stopSite: () => Promise<void>;
let nginx: ChildProcess;
let folder: string;
let publicUrl: string;

async function waitForPort(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => resolve(socket.end() && true));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen:\n${fs.readFileSync(path.join(folder, "error.log"), "utf8")}`);
}

// One site and one nginx for both tests.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "https-proxy-"));
  execFileSync(
    "openssl",
    [
      "req",
      ...["-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1"],
      ...["-keyout", path.join(folder, "key.pem"), "-out", path.join(folder, "cert.pem")],
    ],
    { stdio: "ignore" },
  );
  const tlsPort = await freePort();
  publicUrl = `https://127.0.0.1:${tlsPort}`;
  ({ site, stop: stopSite } = await startTestSite({ SITE_URL: publicUrl, TRUST_PROXY: "true" }));
  const appPort = new URL(site.url).port;
  fs.writeFileSync(
    path.join(folder, "nginx.conf"),
    `worker_processes 1; daemon off; pid ${folder}/nginx.pid; error_log ${folder}/error.log;
events { worker_connections 64; }
http {
  access_log off; client_max_body_size 20m;
  client_body_temp_path ${folder}; proxy_temp_path ${folder}; fastcgi_temp_path ${folder};
  uwsgi_temp_path ${folder}; scgi_temp_path ${folder};
  server {
    listen 127.0.0.1:${tlsPort} ssl;
    ssl_certificate ${folder}/cert.pem; ssl_certificate_key ${folder}/key.pem;
    location / {
      proxy_pass http://127.0.0.1:${appPort};
      proxy_http_version 1.1;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`,
  );
  nginx = spawn(NGINX, ["-e", path.join(folder, "error.log"), "-p", folder, "-c", path.join(folder, "nginx.conf")], {
    stdio: "ignore",
  });
  await waitForPort(tlsPort);
});

test.afterAll(async () => {
  nginx?.kill();
  await stopSite?.();
  fs.rmSync(folder, { recursive: true, force: true });
});

test.use({ ignoreHTTPSErrors: true });

test("over HTTPS through nginx the owner signs in and saves a class", async ({ page }) => {
  await site.reset();
  await createAdminUser({ db: site.db, account: ADMIN });
  await addTeamMember(site.db, { name: "Jordan Lee" });

  await page.goto(`${publicUrl}/admin/login`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(`Welcome, ${ADMIN.name}`)).toBeVisible();
  const cookies = await page.context().cookies(publicUrl);
  expect(cookies.find((cookie) => cookie.name === "__Host-admin_session")).toMatchObject({ secure: true });

  await page.goto(`${publicUrl}/admin/class-types/new`);
  await page.getByLabel("Title").fill("Budget Basics");
  await page.getByRole("textbox", { name: "Description", exact: true }).fill("A calm plan for the month ahead.");
  await page.getByLabel("Instructor").selectOption({ label: "Jordan Lee" });
  await page.getByRole("button", { name: "Create Class Type" }).click();
  await expect(page.getByRole("status").getByText(CLASS_TYPE_MESSAGES.created, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${publicUrl}/admin/class-types`);
  expect(await site.db.select({ title: classTypes.title }).from(classTypes)).toEqual([{ title: "Budget Basics" }]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("over HTTPS through nginx a visitor sends the contact form", async ({ page }) => {
    await site.reset();
    await page.goto(`${publicUrl}/contact`);
    await page.getByRole("textbox", { name: "Name" }).fill("Ann Lee");
    await page.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Please call me about the workshop.");
    // A person takes longer than the bot check's minimum.
    await page.waitForTimeout(MIN_FILL_MS.contact);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(`${publicUrl}/contact?sent=1`);
    await expect(page.getByRole("status").getByText(CONTACT_MESSAGES.sent)).toBeVisible();
    const stored = await site.db.select({ email: contactMessages.email }).from(contactMessages);
    expect(stored).toEqual([{ email: "ann@example.com" }]);
  });

  test("over HTTPS through nginx a save shows its toast from a Secure __Host- cookie", async ({ page }) => {
    await site.reset();
    await createAdminUser({ db: site.db, account: ADMIN });
    await page.goto(`${publicUrl}/admin/login`);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(`${publicUrl}/admin`);

    await page.goto(`${publicUrl}/admin/account`);
    await page.locator("#name").fill("Olivia Q. Owner");
    await page.locator("#details-current-password").fill(ADMIN.password);
    const saved = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Save Details" }).click();
    const toastCookie = (await (await saved).headersArray()).find(
      ({ name, value }) => name.toLowerCase() === "set-cookie" && value.includes("admin_toast="),
    )?.value;
    expect(toastCookie).toMatch(/^__Host-admin_toast=.*; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    // The browser kept it (a __Host- cookie without Secure is refused) and sent it with the next page.
    await expect(page.getByText(ACCOUNT_MESSAGES.detailsSaved)).toBeVisible();
  });
});
