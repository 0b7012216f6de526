import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actionTokens, emailSubscribers, outboxEmails, subscriberConsents } from "#db/schema";
import { NEWSLETTER_CONSENT_WORDING } from "#rules/subscriber";
import { withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";
import { confirmSubscription } from "./confirm-subscription";
import { findSubscriptionConfirmation } from "./find-subscription-confirmation";
import { SUBSCRIPTION_CONFIRM_EVENT, subscribe } from "./subscribe";
import { unsubscribeByLink } from "./unsubscribe-by-link";

const database = withTestDatabase();
const mail = testMailSettings({ newsletterDoubleOptIn: true });
const ana = { firstName: "Ana", lastName: "Silva", email: "Ana@Example.com", source: "home_page" };

async function signUp(input: Record<string, unknown> = ana) {
  const result = await subscribe({ db: database.db(), mail, input, clientAddress: "203.0.113.7" });
  if (!result.ok) throw new Error(`signup failed: ${result.error}`);
  const emails = await database.db().select().from(outboxEmails).where(eq(outboxEmails.eventRef, result.id));
  const last = emails.at(-1);
  const token = /\/newsletter\/confirm\?token=([\w-]+)/.exec(last?.textBody ?? "")?.[1] ?? "";
  return { ...result, email: last, token };
}

async function subscriber() {
  const [row] = await database.db().select().from(emailSubscribers);
  if (!row) throw new Error("no subscriber");
  return row;
}

describe("a confirmed (double opt-in) newsletter signup", () => {
  it("is pending, records the consent given and writes a confirmation email with a one-click unsubscribe", async () => {
    const { status, email, token } = await signUp();
    expect(status).toBe("pending");
    expect((await subscriber()).status).toBe("pending");
    const consents = await database.db().select().from(subscriberConsents);
    expect(consents).toMatchObject([
      {
        email: "ana@example.com",
        source: "home_page",
        clientAddress: "203.0.113.7",
        wording: NEWSLETTER_CONSENT_WORDING,
        confirmedAt: null,
      },
    ]);
    expect(email).toMatchObject({ toAddress: "ana@example.com", event: SUBSCRIPTION_CONFIRM_EVENT });
    const { unsubscribeToken } = await subscriber();
    expect(email?.headers).toEqual({
      "List-Unsubscribe": `<https://coach.example.com/newsletter/unsubscribe?token=${unsubscribeToken}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(email?.textBody).toContain(`https://coach.example.com/newsletter/unsubscribe?token=${unsubscribeToken}`);
    expect(token).not.toBe("");
  });

  it("becomes active through its link, once; a second use is refused", async () => {
    const { token } = await signUp();
    expect(await findSubscriptionConfirmation({ db: database.db(), token })).toEqual({
      ok: true,
      email: "ana@example.com",
    });
    expect(await confirmSubscription({ db: database.db(), token })).toMatchObject({
      ok: true,
      email: "ana@example.com",
    });
    expect((await subscriber()).status).toBe("active");
    const [consent] = await database.db().select().from(subscriberConsents);
    expect(consent?.confirmedAt).toBeInstanceOf(Date);
    expect(await confirmSubscription({ db: database.db(), token })).toEqual({ ok: false, error: "not-found" });
    expect(await findSubscriptionConfirmation({ db: database.db(), token })).toEqual({ ok: false, error: "not-found" });
  });

  it("refuses a link older than 7 days, and one that was never sent", async () => {
    const { token } = await signUp();
    await database.db().update(actionTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await confirmSubscription({ db: database.db(), token })).toEqual({ ok: false, error: "not-found" });
    expect(await confirmSubscription({ db: database.db(), token: "made-up" })).toEqual({
      ok: false,
      error: "not-found",
    });
    expect((await subscriber()).status).toBe("pending");
  });

  it("signing up again while pending sends a new link; once active, the address is refused", async () => {
    const first = await signUp();
    const second = await signUp();
    expect(second.id).toBe(first.id);
    expect(second.token).not.toBe(first.token);
    await confirmSubscription({ db: database.db(), token: second.token });
    expect(await subscribe({ db: database.db(), mail, input: ana })).toMatchObject({
      ok: false,
      conflict: "already-subscribed",
    });
  });

  it("an unsubscribe link ends the subscription, and a confirmation link cannot bring it back", async () => {
    const { token } = await signUp();
    const { unsubscribeToken } = await subscriber();
    expect(await unsubscribeByLink({ db: database.db(), token: unsubscribeToken })).toEqual({
      ok: true,
      email: "ana@example.com",
      alreadyUnsubscribed: false,
    });
    expect(await unsubscribeByLink({ db: database.db(), token: unsubscribeToken })).toMatchObject({
      ok: true,
      alreadyUnsubscribed: true,
    });
    expect(await confirmSubscription({ db: database.db(), token })).toEqual({ ok: false, error: "not-found" });
    expect(await subscriber()).toMatchObject({ status: "unsubscribed" });
    expect(await unsubscribeByLink({ db: database.db(), token: "0".repeat(64) })).toEqual({
      ok: false,
      error: "not-found",
    });
  });

  it("without double opt-in, a signup is active at once and its consent is still recorded", async () => {
    const result = await subscribe({ db: database.db(), mail: testMailSettings(), input: ana });
    expect(result).toMatchObject({ ok: true, status: "active" });
    expect(await database.db().select().from(subscriberConsents)).toHaveLength(1);
    expect(await database.db().select().from(outboxEmails)).toHaveLength(0);
  });
});
