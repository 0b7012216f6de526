import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADDRESS_FREE_FAILURES } from "#core/auth/session-policy";
import { signInThrottles } from "#db/schema";
import { SIGN_IN_MESSAGES } from "#rules/sign-in";
import { TWO_FACTOR_MESSAGES } from "#rules/two-factor-texts";
import { cookieOf, OWNER, withAdminHttp } from "#tests/setup/admin-http";
import { backend, withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";
import { appCodeAt, turnOnTwoFactor } from "#tests/setup/two-factor";

const database = withTestDatabase();
const http = withAdminHttp(database, { signedIn: false });

function post(fields: Record<string, string>) {
  return postForm(http.app(), "/admin/login", { redirectTo: "/admin", ...fields });
}

async function passwordStep(password = OWNER.password) {
  const response = await post({ email: OWNER.email, password });
  const challenge = /name="challenge" value="([^"]+)"/.exec(await response.clone().text())?.[1] ?? "";
  return { response, challenge };
}

/** Time passes for the sign-in limits: every lock and failure moves this many minutes into the past. */
async function letMinutesPass(minutes: number) {
  const by = sql`${minutes} * interval '1 minute'`;
  await database
    .db()
    .update(signInThrottles)
    .set({
      lockedUntil: sql`${signInThrottles.lockedUntil} - ${by}`,
      lastFailureAt: sql`${signInThrottles.lastFailureAt} - ${by}`,
    });
}

describe(`two-factor sign-in after mistyped passwords, over HTTP, on ${backend}`, () => {
  it("signs the owner in with the right password and code once the lock of her five typos has passed", async () => {
    const secret = await turnOnTwoFactor(database.db(), OWNER.email);
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) {
      const typo = await post({ email: OWNER.email, password: `${OWNER.password}x` });
      expect(typo.status).toBe(401);
    }
    const tooSoon = await post({ email: OWNER.email, password: OWNER.password });
    expect(tooSoon.status).toBe(429);
    expect(await tooSoon.text()).toContain(SIGN_IN_MESSAGES.throttled);

    await letMinutesPass(2);
    const { response, challenge } = await passwordStep();
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(TWO_FACTOR_MESSAGES.codePrompt);
    const code = appCodeAt(secret);
    const signedIn = await post({ intent: "two-factor", challenge, code });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/admin");
    const dashboard = await http.app().request("/admin", { headers: { Cookie: cookieOf(signedIn) } });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain(OWNER.name);

    // The same code again, from another browser within its 30 seconds: said so, and not counted as a guess.
    for (let i = 0; i < ADDRESS_FREE_FAILURES + 1; i++) {
      const again = await passwordStep();
      const reused = await post({ intent: "two-factor", challenge: again.challenge, code });
      expect(reused.status).toBe(401);
      expect(await reused.text()).toContain(TWO_FACTOR_MESSAGES.codeUsed);
    }
    const next = await passwordStep();
    const nextCode = appCodeAt(secret, new Date(Date.now() + 30_000));
    expect((await post({ intent: "two-factor", challenge: next.challenge, code: nextCode })).status).toBe(302);
  });
});
