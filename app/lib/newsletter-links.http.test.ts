import { describe, expect, it } from "vitest";
import { emailSubscribers } from "#db/schema";
import { FILL_TIME_FIELD, STARTED_AT_FIELD } from "#rules/form-guard";
import { SUBSCRIPTION_PAGE_MESSAGES } from "#rules/subscriber";
import { SITE, withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";
import { withMailDelivery } from "#tests/setup/mail-delivery";
import { countedConversions, testVisitCounter } from "#tests/setup/visits";

/** A confirmed newsletter signup end to end: API, the email at a real SMTP server, the links in it. */

const database = withTestDatabase();
const http = withAdminHttp(database, { signedIn: false });
const delivery = withMailDelivery(database);

const app = () => http.app({ env: delivery.env });

function signUp(email = "ana@example.org", site = app()) {
  return site.request("/api/subscribers", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      firstName: "Ana",
      lastName: "Silva",
      email,
      [FILL_TIME_FIELD]: 9000,
      [STARTED_AT_FIELD]: Date.now() - 9000,
    }),
  });
}

/** Posts a form without an Origin header, as a mail client's one-click unsubscribe does. */
const post = (path: string, fields: Record<string, string>) => postForm(app(), path, fields, { origin: null });

async function status() {
  const [row] = await database.db().select({ status: emailSubscribers.status }).from(emailSubscribers);
  return row?.status;
}

describe("a newsletter signup confirmed by email", () => {
  it("is pending until its link is followed, then active; the link works once", async () => {
    const visits = testVisitCounter(database.db());
    const site = http.app({ env: delivery.env, visits });
    const response = await signUp(undefined, site);
    expect(response.status).toBe(201);
    expect(await status()).toBe("pending");
    // A signup counts once confirmed (decision 069).
    await visits.flush();
    expect(await countedConversions(database.db())).toEqual([]);
    const [mail] = await delivery.sink.waitFor((mails) => mails.length === 1);
    expect(mail?.envelopeTo).toEqual(["ana@example.org"]);
    const link = /http:\/\/localhost\/newsletter\/confirm\?token=[\w-]+/.exec(mail?.parsed.text ?? "")?.[0];
    if (!link) throw new Error("no confirmation link in the email");
    const path = link.replace(SITE, "");

    const page = await app().request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain(SUBSCRIPTION_PAGE_MESSAGES.confirmButton);
    expect(await status()).toBe("pending");

    const token = new URL(link).searchParams.get("token") ?? "";
    const confirmed = await postForm(site, path, { token }, { origin: null });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(SUBSCRIPTION_PAGE_MESSAGES.confirmed);
    expect(await status()).toBe("active");
    await visits.stop();
    expect(await countedConversions(database.db())).toEqual([{ kind: "signup", count: 1 }]);

    // Sent again or opened again, the used link says she is subscribed, not that it is invalid.
    const again = await post(path, { token });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(SUBSCRIPTION_PAGE_MESSAGES.confirmed);
    const reopened = await app().request(path);
    expect(reopened.status).toBe(200);
    const reopenedHtml = await reopened.text();
    expect(reopenedHtml).toContain(SUBSCRIPTION_PAGE_MESSAGES.alreadyConfirmed);
    expect(reopenedHtml).not.toContain(SUBSCRIPTION_PAGE_MESSAGES.confirmButton);
    expect(await status()).toBe("active");
    expect((await signUp()).status).toBe(409);

    // Once she has unsubscribed, the old link neither says so nor signs her up again.
    await database.db().update(emailSubscribers).set({ status: "unsubscribed", unsubscribedAt: new Date() });
    const afterLeaving = await app().request(path);
    expect(afterLeaving.status).toBe(404);
    expect(await afterLeaving.text()).toContain(SUBSCRIPTION_PAGE_MESSAGES.confirmInvalid);
    const postedAfterLeaving = await post(path, { token });
    expect(postedAfterLeaving.status).toBe(410);
    expect(await status()).toBe("unsubscribed");
  });

  it("unsubscribes with one POST to its List-Unsubscribe address (RFC 8058), and from the page", async () => {
    await signUp();
    const [mail] = await delivery.sink.waitFor((mails) => mails.length === 1);
    const head = (mail?.raw.split("\r\n\r\n")[0] ?? "").replace(/\r\n[ \t]+/g, " ");
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header = /^List-Unsubscribe: (.*)$/m.exec(head)?.[1] ?? "";
    const address = /http:\/\/localhost\/newsletter\/unsubscribe\?token=[0-9a-f]+/.exec(header)?.[0];
    if (!address) throw new Error(`no List-Unsubscribe address in ${header}`);
    const path = address.replace(SITE, "");

    const page = await app().request(path);
    expect(await page.text()).toContain(SUBSCRIPTION_PAGE_MESSAGES.unsubscribeButton);

    // RFC 8058 asks mail programs to send it as multipart form data, from their own servers.
    const oneClick = await postForm(
      app(),
      path,
      { "List-Unsubscribe": "One-Click" },
      { multipart: true, origin: null },
    );
    expect(oneClick.status).toBe(200);
    expect(await status()).toBe("unsubscribed");
    // Sent again, url-encoded (a second mail program, a retry): still done.
    expect((await post(path, { "List-Unsubscribe": "One-Click" })).status).toBe(200);
    const after = await app().request(path);
    expect(await after.text()).toContain(SUBSCRIPTION_PAGE_MESSAGES.unsubscribed);

    expect((await post("/newsletter/unsubscribe?token=nonsense", { token: "nonsense" })).status).toBe(404);
    expect((await app().request("/newsletter/unsubscribe")).status).toBe(404);
    expect((await app().request("/newsletter/confirm?token=nonsense")).status).toBe(404);
  });
});
