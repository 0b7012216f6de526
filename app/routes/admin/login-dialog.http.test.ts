import { describe, expect, it } from "vitest";
import { SIGN_IN_MESSAGES } from "#rules/sign-in";
import { cookieOf, OWNER, withAdminHttp } from "#tests/setup/admin-http";
import { backend, withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";

/** The sign-in dialog of a page whose session ended: the sign-in page's action, answered as JSON. */

const database = withTestDatabase();
const { app, csrfTokenOf, signIn } = withAdminHttp(database, { signedIn: false });

function postDialog(fields: Record<string, string>, cookie = "") {
  return postForm(app(), "/admin/login/dialog", fields, { cookie });
}

describe(`sign-in dialog on ${backend}`, () => {
  it("signs in without a session, then the session answers with its CSRF token", async () => {
    const response = await postDialog({ email: OWNER.email, password: OWNER.password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: "" });
    const cookie = cookieOf(response);
    expect(cookie).toMatch(/^admin_session=/);

    const session = await app().request("/api/admin/session", { headers: { Cookie: cookie } });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ csrfToken: await csrfTokenOf(cookie) });
  });

  it("ends the session the browser had before, as the sign-in page does", async () => {
    const before = (await signIn()).cookie;
    const response = await postDialog({ email: OWNER.email, password: OWNER.password }, before);
    expect(response.status).toBe(200);
    const old = await app().request("/api/admin/session", { headers: { Cookie: before } });
    expect(old.status).toBe(401);
  });

  it("answers a wrong password and empty fields with the sign-in page's messages, and no cookie", async () => {
    const wrong = await postDialog({ email: OWNER.email, password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ ok: false, formError: SIGN_IN_MESSAGES.invalidCredentials });
    expect(wrong.headers.get("set-cookie")).toBeNull();

    const empty = await postDialog({});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      ok: false,
      errors: { email: SIGN_IN_MESSAGES.emailRequired, password: SIGN_IN_MESSAGES.passwordRequired },
    });
  });

  it("refuses a post from another site", async () => {
    const response = await postForm(
      app(),
      "/admin/login/dialog",
      { email: OWNER.email, password: OWNER.password },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("sends a visit to the sign-in page", async () => {
    const response = await app().request("/admin/login/dialog");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/login");
  });
});
