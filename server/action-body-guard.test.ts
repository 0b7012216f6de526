import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adminUsers } from "#db/schema";
import { ACTION_BODY_MESSAGES } from "#rules/action-body";
import { OWNER, withAdminHttp } from "#tests/setup/admin-http";
import { backend, withTestDatabase } from "#tests/setup/database";
import { routePaths } from "#tests/setup/server-build";

const database = withTestDatabase();
const http = withAdminHttp(database);

/** A value for each kind of address parameter: an address that may not exist, which an action must still answer. */
const SAMPLE_PARAMS: Record<string, string> = { id: "00000000-0000-4000-8000-000000000000" };

/** Every address a route action answers, as a form posts it and as the router's script does (`.data`). */
function actionAddresses(): string[] {
  return routePaths(http.build())
    .filter((route) => route.hasAction)
    .flatMap(({ path }) => {
      const address = path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? "sample");
      return [address, address === "/" ? "/_root.data" : `${address}.data`];
    });
}

const SIGN_OUT = /^\/admin\/logout/;

/** Sends a body as the signed-in owner would, with the CSRF token in its header so the gate lets any body through. */
async function send(address: string, init: { method?: string; contentType: string | null; body: BodyInit | null }) {
  // Signing out ends the session every other request uses: that one gets a session of its own.
  const session = SIGN_OUT.test(address) ? await freshSession() : http.session;
  const headers: Record<string, string> = {
    Origin: "http://localhost",
    Cookie: session.cookie,
    "X-CSRF-Token": session.csrf,
  };
  if (init.contentType !== null) headers["Content-Type"] = init.contentType;
  return http.app().request(address, { method: init.method ?? "POST", headers, body: init.body });
}

async function freshSession() {
  const { cookie } = await http.signIn();
  return { cookie, csrf: await http.csrfTokenOf(cookie) };
}

const NOT_A_FORM = [
  { contentType: "application/json", body: '{"token":"abc"}', status: 415 },
  { contentType: "text/plain", body: "token=abc", status: 415 },
  { contentType: null, body: "token=abc", status: 415 },
  { contentType: "multipart/form-data", body: "token=abc", status: 400 },
  { contentType: "multipart/form-data; boundary=x", body: "--x\r\nnot a part", status: 400 },
] as const;

describe(`route actions given a body that is not a form, on ${backend}`, () => {
  it("answer 415 or 400 with what to send, before the action runs", async () => {
    const addresses = actionAddresses();
    expect(addresses).toContain("/newsletter/confirm");
    expect(addresses).toContain("/admin/faq/new.data");
    const answers: string[] = [];
    for (const address of addresses) {
      for (const { contentType, body, status } of NOT_A_FORM) {
        const response = await send(address, { contentType, body });
        const error = ((await response.json().catch(() => ({}))) as { error?: string }).error;
        answers.push(`${address} ${contentType}: ${response.status} ${error}`);
        const expected = status === 415 ? ACTION_BODY_MESSAGES.unsupportedType : ACTION_BODY_MESSAGES.unreadable;
        expect
          .soft(`${address} ${contentType}: ${response.status} ${error}`)
          .toBe(`${address} ${contentType}: ${status} ${expected}`);
      }
    }
    expect(answers.length).toBe(addresses.length * NOT_A_FORM.length);
  }, 120_000);

  it("never answer a server error, whatever the body and its type", async () => {
    const addresses = actionAddresses();
    const printable = /^[\x20-\x7e]{0,60}$/;
    const contentType = fc.oneof(
      fc.constantFrom(
        null,
        "",
        "application/json",
        "text/plain",
        "text/plain;charset=UTF-8",
        "multipart/form-data",
        "multipart/form-data; boundary=",
        "multipart/form-data; boundary=b",
        "application/x-www-form-urlencoded",
        "application/x-www-form-urlencoded; charset=utf-8",
        "application/octet-stream",
        "application/xml",
      ),
      fc.stringMatching(printable),
    );
    const body = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.json({ maxDepth: 2 }),
      fc.uint8Array({ maxLength: 200 }),
      fc.constantFrom(
        "",
        "%00",
        "a=%00&b=%",
        "intent=%00",
        "--b\r\n",
        "--b--\r\n",
        "--b\r\nContent-Disposition: form-data",
      ),
      fc
        .array(fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 })), { maxLength: 5 })
        .map((pairs) => new URLSearchParams(pairs).toString()),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...addresses),
        fc.constantFrom("POST", "POST", "PUT", "PATCH", "DELETE"),
        contentType,
        body,
        async (address, method, type, sent) => {
          const response = await send(address, { method, contentType: type, body: sent });
          await response.body?.cancel();
          expect(response.status, `${method} ${address} as ${type}`).toBeLessThan(500);
        },
      ),
      { numRuns: 250 },
    );
  }, 180_000);
});

describe(`NUL in a back-office form field, on ${backend}`, () => {
  it.each([
    ["url-encoded", false],
    ["multipart", true],
  ])("is removed before the value is stored (%s)", async (_, multipart) => {
    const response = await http.submit(
      "/admin/account",
      { intent: "details", name: "Ann\u0000 Lee", email: OWNER.email, currentPassword: OWNER.password },
      { multipart },
    );
    expect(response.status).toBeLessThan(400);
    const [owner] = await database.db().select().from(adminUsers).where(eq(adminUsers.email, OWNER.email));
    expect(owner?.name).toBe("Ann Lee");
  });
});
