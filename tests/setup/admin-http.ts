import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createAdminUser } from "#core/admin-users/create-admin-user";
import { hashSessionToken } from "#core/auth/session-token";
import type { Database, DatabaseHandle } from "#db/client";
import { adminSessions } from "#db/schema";
import { type CreateAppOptions, createApp } from "#server/app";
import { loadEnv } from "#server/env";
import { createLogger } from "#server/logger";
import { type FormFields, type FormPostOptions, postForm, SITE } from "./form-post";
import { loadServerBuild } from "./server-build";

export { SITE };

/** The admin every in-process HTTP test signs in as. */
export const OWNER = { email: "owner@example.com", password: "correct horse battery", name: "Olivia Owner" };

export type AdminSession = { cookie: string; csrf: string };

type AppOptions = Partial<Omit<CreateAppOptions, "config">> & { env?: Record<string, string> };

export function cookieOf(response: Response): string {
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/**
 * In-process HTTP against the real server and page build: loads the build once
 * for the file, creates the owner before each test and, with `signedIn`, signs
 * them in, leaving the cookie and CSRF token in `session`. Call after
 * `withTestDatabase()` so the owner is created after the tables are emptied.
 */
export function withAdminHttp(
  database: { db: () => Database; handle: () => DatabaseHandle },
  { env = {}, signedIn = true }: { env?: Record<string, string>; signedIn?: boolean } = {},
) {
  let build: ServerBuild | undefined;
  let closeBuild: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ build, close: closeBuild } = await loadServerBuild());
  }, 120_000);
  afterAll(() => closeBuild?.());

  function app({ env: overrides = {}, ...options }: AppOptions = {}) {
    return createApp({
      database: database.handle(),
      config: loadEnv({ NODE_ENV: "production", SITE_URL: SITE, ...env, ...overrides }, {}),
      logger: createLogger("silent"),
      build: loadedBuild(),
      ...options,
    });
  }

  async function signIn(application = app(), body: Record<string, string> = {}) {
    const response = await postForm(application, "/admin/login", {
      email: OWNER.email,
      password: OWNER.password,
      ...body,
    });
    return { response, cookie: cookieOf(response) };
  }

  async function csrfTokenOf(cookie: string): Promise<string> {
    const [row] = await database
      .db()
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.id, hashSessionToken(cookie.split("=")[1] ?? "")));
    if (!row) throw new Error("no session for this cookie");
    return row.csrfToken;
  }

  const session: AdminSession = { cookie: "", csrf: "" };
  beforeEach(async () => {
    await createAdminUser({ db: database.db(), account: OWNER });
    if (!signedIn) return;
    const { cookie } = await signIn();
    Object.assign(session, { cookie, csrf: await csrfTokenOf(cookie) });
  });

  /** Posts fields url-encoded, as a plain form does, with the session's cookie. */
  function postUrlEncoded(path: string, fields: FormFields) {
    return postForm(app(), path, fields, { cookie: session.cookie });
  }

  /** Posts fields as multipart form data, as the admin forms do, with the session's cookie. */
  function postMultipart(path: string, fields: FormFields) {
    return postForm(app(), path, fields, { multipart: true, cookie: session.cookie });
  }

  /** Posts an admin form as the signed-in owner: with the session's cookie and its CSRF token. */
  function submit(
    path: string,
    fields: FormFields,
    { site = app(), ...options }: FormPostOptions & { site?: ReturnType<typeof app> } = {},
  ) {
    const given = Array.isArray(fields) ? fields : Object.entries(fields);
    return postForm(site, path, [["csrf", session.csrf], ...given], { cookie: session.cookie, ...options });
  }

  /** The page a no-JavaScript save redirected to, opened with the toast cookie it set, as the browser would. */
  async function pageAfterRedirect(response: Response): Promise<string> {
    const location = response.headers.get("location");
    if (!location) throw new Error(`expected a redirect, got ${response.status}`);
    const cookie = [session.cookie, cookieOf(response)].filter(Boolean).join("; ");
    return (await app().request(location, { headers: { Cookie: cookie } })).text();
  }

  function loadedBuild(): ServerBuild {
    if (!build) throw new Error("The server build is not loaded yet");
    return build;
  }

  return {
    app,
    build: loadedBuild,
    signIn,
    csrfTokenOf,
    session,
    postUrlEncoded,
    postMultipart,
    submit,
    pageAfterRedirect,
  };
}
