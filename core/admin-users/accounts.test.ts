import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createSession } from "#core/auth/create-session";
import { hashSessionToken } from "#core/auth/session-token";
import { signIn } from "#core/auth/sign-in";
import { adminSessions, adminUsers, auditLog } from "#db/schema";
import { ACCOUNT_MESSAGES, ADMIN_USERS_MESSAGES } from "#rules/admin-account";
import { withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";
import { acceptAdminInvite } from "./accept-admin-invite";
import { changeAdminPassword } from "./change-admin-password";
import { createAdminUser } from "./create-admin-user";
import { findOpenInvite } from "./find-open-invite";
import { inviteAdmin } from "./invite-admin";
import { listActiveSessions } from "./list-active-sessions";
import { listAdmins } from "./list-admins";
import { removeAdmin } from "./remove-admin";
import { signOutEverywhere } from "./sign-out-everywhere";
import { updateAdminAccount } from "./update-admin-account";

const database = withTestDatabase();
const password = "correct horse battery";
let owner = { adminUserId: "", actorEmail: "owner@example.com" };

async function actions() {
  const rows = await database.db().select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

describe("admin accounts", () => {
  beforeEach(async () => {
    const admin = await createAdminUser({ db: database.db(), account: { email: "owner@example.com", password } });
    owner = { adminUserId: admin.id, actorEmail: admin.email };
  });

  it("changing the password ends the account's other sessions and keeps this one", async () => {
    const here = await createSession({ db: database.db(), adminUserId: owner.adminUserId });
    const elsewhere = await createSession({ db: database.db(), adminUserId: owner.adminUserId });
    const refused = await changeAdminPassword({
      db: database.db(),
      actor: owner,
      input: {
        currentPassword: "wrong one",
        newPassword: "a brand new passphrase",
        confirmPassword: "a brand new passphrase",
      },
      currentSessionId: hashSessionToken(here.token),
    });
    expect(refused).toEqual({
      ok: false,
      error: "invalid",
      errors: { currentPassword: ACCOUNT_MESSAGES.currentPasswordInvalid },
    });
    expect(await database.db().select().from(adminSessions)).toHaveLength(2);

    const result = await changeAdminPassword({
      db: database.db(),
      actor: owner,
      input: {
        currentPassword: password,
        newPassword: "a brand new passphrase",
        confirmPassword: "a brand new passphrase",
      },
      currentSessionId: hashSessionToken(here.token),
    });
    expect(result).toEqual({ ok: true });
    const left = await database.db().select({ id: adminSessions.id }).from(adminSessions);
    expect(left.map((row) => row.id)).toEqual([hashSessionToken(here.token)]);
    expect(left.map((row) => row.id)).not.toContain(hashSessionToken(elsewhere.token));
    const signedIn = await signIn({
      db: database.db(),
      email: "owner@example.com",
      password: "a brand new passphrase",
      clientAddress: "203.0.113.7",
    });
    expect(signedIn.ok).toBe(true);
    expect(await actions()).toContain("password_changed");
  });

  it("changes name and email with the current password, never to another admin's email", async () => {
    await createAdminUser({ db: database.db(), account: { email: "helper@example.com", password } });
    const input = { name: "Olivia", email: "helper@example.com", currentPassword: password };
    expect(await updateAdminAccount({ db: database.db(), actor: owner, input })).toEqual({
      ok: false,
      error: "invalid",
      errors: { email: ACCOUNT_MESSAGES.emailTaken },
    });
    expect(
      await updateAdminAccount({ db: database.db(), actor: owner, input: { ...input, email: "Olivia@Example.com" } }),
    ).toEqual({ ok: true });
    const [row] = await database.db().select().from(adminUsers).where(eq(adminUsers.id, owner.adminUserId));
    expect(row).toMatchObject({ name: "Olivia", email: "olivia@example.com" });
    const [event] = await database.db().select().from(auditLog).where(eq(auditLog.action, "account_updated"));
    expect(event?.details).toEqual({
      changes: { name: { from: "", to: "Olivia" }, email: { from: "owner@example.com", to: "olivia@example.com" } },
    });
  });

  it("never removes the last admin, nor one's own account", async () => {
    expect(await removeAdmin({ db: database.db(), actor: owner, id: owner.adminUserId })).toEqual({
      ok: false,
      error: "conflict",
      conflict: "yourself",
    });
    const helper = await createAdminUser({ db: database.db(), account: { email: "helper@example.com", password } });
    const helperActor = { adminUserId: helper.id, actorEmail: helper.email };
    // Each removes the other at the same moment: one of them stays.
    const outcomes = await Promise.all([
      removeAdmin({ db: database.db(), actor: owner, id: helper.id }),
      removeAdmin({ db: database.db(), actor: helperActor, id: owner.adminUserId }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes).toContainEqual({ ok: false, error: "conflict", conflict: "last-admin" });
    expect((await listAdmins({ db: database.db() })).admins).toHaveLength(1);
  });

  it("invites an admin through a one-time link where they choose their password", async () => {
    const invited = await inviteAdmin({
      db: database.db(),
      actor: owner,
      input: { email: "Assistant@Example.com", name: "Sam" },
      mail: testMailSettings({ configured: false }),
      invitedBy: "Olivia",
    });
    if (!invited.ok) throw new Error("invite failed");
    expect((await listAdmins({ db: database.db() })).invites).toMatchObject([{ email: "assistant@example.com" }]);
    expect(await findOpenInvite({ db: database.db(), token: invited.invite.token })).toMatchObject({ name: "Sam" });

    const mismatch = await acceptAdminInvite({
      db: database.db(),
      token: invited.invite.token,
      input: { name: "Sam", password: "sam's long password", confirmPassword: "something else" },
    });
    expect(mismatch).toEqual({
      ok: false,
      error: "invalid",
      errors: { confirmPassword: ACCOUNT_MESSAGES.passwordsDiffer },
    });
    const joined = await acceptAdminInvite({
      db: database.db(),
      token: invited.invite.token,
      input: { name: "Sam", password: "sam's long password", confirmPassword: "sam's long password" },
    });
    expect(joined).toMatchObject({ ok: true, admin: { email: "assistant@example.com", name: "Sam" } });
    // The link works once.
    const again = await acceptAdminInvite({
      db: database.db(),
      token: invited.invite.token,
      input: { name: "Eve", password: "eve's long password", confirmPassword: "eve's long password" },
    });
    expect(again).toEqual({ ok: false, error: "not-found" });
    expect(
      await inviteAdmin({
        db: database.db(),
        actor: owner,
        input: { email: "assistant@example.com" },
        mail: testMailSettings(),
        invitedBy: "Olivia",
      }),
    ).toEqual({
      ok: false,
      error: "invalid",
      errors: { email: ADMIN_USERS_MESSAGES.alreadyAdmin },
    });
    expect(await actions()).toEqual(["admin_invited", "admin_joined"]);
  });

  it("lists one's active sessions and signs out of all of them", async () => {
    const here = await createSession({ db: database.db(), adminUserId: owner.adminUserId, userAgent: "Firefox" });
    await createSession({ db: database.db(), adminUserId: owner.adminUserId, userAgent: "Phone" });
    const sessions = await listActiveSessions({
      db: database.db(),
      adminUserId: owner.adminUserId,
      currentSessionId: hashSessionToken(here.token),
    });
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current).map((session) => session.userAgent)).toEqual(["Firefox"]);
    await signOutEverywhere({ db: database.db(), actor: owner });
    expect(await database.db().select().from(adminSessions)).toHaveLength(0);
    expect(await actions()).toEqual(["sessions_ended"]);
  });
});
