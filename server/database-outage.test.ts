import pino from "pino";
import { describe, expect, it } from "vitest";
import { getSigningKey } from "#core/security/signing-key";
import { CONTACT_MESSAGES } from "#rules/contact-message";
import { SUBSCRIBER_MESSAGES } from "#rules/subscriber";
import { withAdminHttp } from "#tests/setup/admin-http";
import { backend, withTestDatabase } from "#tests/setup/database";
import { withDatabaseThatGoesDown } from "#tests/setup/database-that-goes-down";
import { postForm } from "#tests/setup/form-post";

const database = withTestDatabase();
const http = withAdminHttp(database, { signedIn: false });
const databaseThatGoesDown = withDatabaseThatGoesDown(database);

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe(`a database outage on ${backend}`, () => {
  it("answers 503 with Retry-After and each page's own failure message, and logs one line per request", async () => {
    const { handle, goDown } = await databaseThatGoesDown();
    const { logger, lines } = capturedLogger();
    const app = http.app({ database: handle, logger });
    await getSigningKey({ db: handle.db });
    await goDown();

    const json = (path: string, body: unknown) =>
      app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const form = (path: string, body: Record<string, string>) => postForm(app, path, body);
    const message = { name: "Ann Lee", email: "ann@example.com", message: "Can we talk about my debt?" };
    const signup = { firstName: "Ann", lastName: "Lee", email: "ann@example.com" };

    const contactApi = await json("/api/contact-messages", { ...message, fillMs: 9000 });
    expect(contactApi.status).toBe(503);
    expect(contactApi.headers.get("retry-after")).toBe("30");
    expect(await contactApi.json()).toEqual({ error: CONTACT_MESSAGES.submitFailed });

    const subscribeApi = await json("/api/subscribers", { ...signup, fillMs: 9000 });
    expect(subscribeApi.status).toBe(503);
    expect(await subscribeApi.json()).toEqual({ error: SUBSCRIBER_MESSAGES.subscribeFailed });

    const contactPost = await form("/contact", { ...message, subject: "" });
    expect(contactPost.status).toBe(503);
    expect(contactPost.headers.get("retry-after")).toBe("30");
    const contactPage = await contactPost.text();
    expect(contactPage).toContain(CONTACT_MESSAGES.submitFailed);
    expect(contactPage).toContain('value="Ann Lee"');

    const newsletterPost = await form("/newsletter", signup);
    expect(newsletterPost.status).toBe(503);
    expect(await newsletterPost.text()).toContain(SUBSCRIBER_MESSAGES.subscribeFailed);

    const classPage = await app.request("/classes/budget-basics");
    expect(classPage.status).toBe(503);
    expect(classPage.headers.get("retry-after")).toBe("30");
    const html = await classPage.text();
    expect(html).toContain("<title>Failed to load class information");
    expect(html).toContain("Back to Events");

    const outageLines = lines.filter((line) => line.msg === "database unavailable; answered 503");
    expect(outageLines).toHaveLength(5);
    expect(lines.filter((line) => JSON.stringify(line).includes('"stack"'))).toEqual([]);
  });
});
