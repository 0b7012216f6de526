import { describe, expect, it } from "vitest";
import { adminUsers, outboxEmails } from "#db/schema";
import { ADMIN_USERS_MESSAGES } from "#rules/admin-account";
import { cookieOf, SITE, withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";
import { withMailDelivery } from "#tests/setup/mail-delivery";

/** Inviting an admin over HTTP in process, with the invitation at a real SMTP server. */

const database = withTestDatabase();
const http = withAdminHttp(database);
const delivery = withMailDelivery(database);

const SAM = { email: "sam@example.com", name: "Sam Rivera" };

async function invite(app: ReturnType<typeof http.app>) {
  return http.submit("/admin/users", { intent: "invite", email: SAM.email, name: SAM.name }, { site: app });
}

/** Opens the invitation page and accepts it the way its form posts: the name field as the page filled it. */
async function accept(app: ReturnType<typeof http.app>, path: string) {
  const page = await (await app.request(path)).text();
  const name = /<input[^>]*name="name"[^>]*>/.exec(page)?.[0] ?? "";
  const prefilled = /value="([^"]*)"/.exec(name)?.[1] ?? "";
  const joined = await postForm(app, path, {
    name: prefilled,
    password: "sam's own password",
    confirmPassword: "sam's own password",
  });
  expect(joined.status).toBe(302);
  return cookieOf(joined);
}

describe("inviting an admin", () => {
  it("emails the invitation when mail is set up, and the new admin keeps the name typed at invitation", async () => {
    const app = http.app({ env: delivery.env });
    const invited = await invite(app);
    expect(invited.status).toBe(302);
    expect(await http.pageAfterRedirect(invited)).toContain(ADMIN_USERS_MESSAGES.inviteEmailed(SAM.email));

    const [mail] = await delivery.sink.waitFor((mails) => mails.length === 1);
    expect(mail?.envelopeTo).toEqual([SAM.email]);
    expect(mail?.parsed.text).toContain(`Hello ${SAM.name},`);
    const link = /http:\/\/localhost\/admin\/invite\/[\w-]+/.exec(mail?.parsed.text ?? "")?.[0];
    if (!link) throw new Error("no invitation link in the email");

    const cookie = await accept(app, link.replace(SITE, ""));
    const [admin] = (await database.db().select().from(adminUsers)).filter((row) => row.email === SAM.email);
    expect(admin?.name).toBe(SAM.name);
    const dashboard = await app.request("/admin", { headers: { Cookie: cookie } });
    expect((await dashboard.text()).replaceAll("<!-- -->", "")).toContain(`Welcome, ${SAM.name}`);
  });

  it("shows the link to pass on, and says no email went, when no mail server is set up", async () => {
    const app = http.app();
    const invited = await invite(app);
    expect(invited.status).toBe(200);
    const html = await invited.text();
    expect(html).toContain(ADMIN_USERS_MESSAGES.inviteNotEmailed(SAM.email));
    const link = /value="(http:\/\/localhost\/admin\/invite\/[^"]+)"/.exec(html)?.[1] ?? "";
    expect(link).not.toBe("");
    expect(await database.db().select().from(outboxEmails)).toHaveLength(0);

    await accept(app, new URL(link).pathname);
    const [admin] = (await database.db().select().from(adminUsers)).filter((row) => row.email === SAM.email);
    expect(admin?.name).toBe(SAM.name);
  });
});
