import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers } from "#db/schema";
import { TWO_FACTOR_MESSAGES } from "#rules/two-factor-texts";
import { OWNER, withAdminHttp } from "#tests/setup/admin-http";
import { backend, withTestDatabase } from "#tests/setup/database";
import { turnOnTwoFactor } from "#tests/setup/two-factor";

const database = withTestDatabase();
const http = withAdminHttp(database);
const PAGE = "/admin/account/two-factor";

async function ownersSecret() {
  const [owner] = await database.db().select().from(adminUsers).where(eq(adminUsers.email, OWNER.email));
  return { secret: owner?.totpSecret, on: owner?.totpEnabledAt !== null, lastStep: owner?.totpLastStep };
}

describe(`the two-factor page while it is on, on ${backend}`, () => {
  it("refuses to set it up again, keeping the secret the authenticator app has", async () => {
    await turnOnTwoFactor(database.db(), OWNER.email);
    const before = await ownersSecret();
    const response = await http.submit(PAGE, { intent: "start" });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(TWO_FACTOR_MESSAGES.alreadyOn);
    expect(await ownersSecret()).toEqual(before);
  });

  it("makes new recovery codes only with the current password", async () => {
    await turnOnTwoFactor(database.db(), OWNER.email);
    const page = await (await http.app().request(PAGE, { headers: { Cookie: http.session.cookie } })).text();
    expect(page).toContain('id="renew-password"');

    for (const password of ["", "not my password"]) {
      const refused = await http.submit(PAGE, { intent: "renew", password });
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain(TWO_FACTOR_MESSAGES.passwordInvalid);
      expect(html).not.toContain(TWO_FACTOR_MESSAGES.recoveryCodesRenewed);
    }
    const renewed = await http.submit(PAGE, { intent: "renew", password: OWNER.password });
    expect(renewed.status).toBe(200);
    const html = await renewed.text();
    expect(html).toContain(TWO_FACTOR_MESSAGES.recoveryCodesRenewed);
    expect(html.match(/<li>[a-z2-9]{5}-[a-z2-9]{5}<\/li>/g)).toHaveLength(10);
  });

  it("turns off only with the current password", async () => {
    await turnOnTwoFactor(database.db(), OWNER.email);
    const refused = await http.submit(PAGE, { intent: "disable", password: "not my password" });
    expect(refused.status).toBe(400);
    expect((await ownersSecret()).on).toBe(true);
    const done = await http.submit(PAGE, { intent: "disable", password: OWNER.password });
    expect(done.status).toBe(302);
    expect((await ownersSecret()).on).toBe(false);
  });
});
