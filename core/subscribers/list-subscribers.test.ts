import { describe, expect, it } from "vitest";
import type { SubscriberQuery } from "#rules/subscriber-admin";
import { withTestDatabase } from "#tests/setup/database";
import { addSubscriber } from "#tests/setup/subscriber-test-rows";
import { getSubscriberStats } from "./get-subscriber-stats";
import { listSubscribers } from "./list-subscribers";

const database = withTestDatabase();
const everyone: SubscriberQuery = { search: "", status: null, source: null, page: 1 };

async function emails(query: Partial<SubscriberQuery>, pageSize?: number) {
  const page = await listSubscribers({ db: database.db(), query: { ...everyone, ...query }, pageSize });
  return { ...page, emails: page.rows.map((row) => row.email) };
}

describe("listing subscribers", () => {
  it("finds a term in the first name, last name or email, in any letter case", async () => {
    await addSubscriber(database.db(), { firstName: "Marisol", email: "m1@example.com" });
    await addSubscriber(database.db(), { lastName: "MARISOLA", email: "m2@example.com" });
    await addSubscriber(database.db(), { email: "marisol.k@example.com" });
    await addSubscriber(database.db(), { email: "other@example.com" });
    const found = await emails({ search: "marisol" });
    expect(found.emails).toEqual(["marisol.k@example.com", "m2@example.com", "m1@example.com"]);
    expect(found.total).toBe(3);
  });

  it("finds a full name as typed, first name then last name", async () => {
    await addSubscriber(database.db(), { firstName: "Hannah", lastName: "Kim", email: "hk@example.com" });
    await addSubscriber(database.db(), { firstName: "Hannah", lastName: "Lee", email: "hl@example.com" });
    await addSubscriber(database.db(), { firstName: "Kim", lastName: "Hannah", email: "kh@example.com" });
    expect((await emails({ search: "hannah kim" })).emails).toEqual(["hk@example.com"]);
    expect((await emails({ search: "nah K" })).emails).toEqual(["hk@example.com"]);
  });

  it("filters by status and by source, alone or together", async () => {
    await addSubscriber(database.db(), { email: "a@example.com", source: "events" });
    await addSubscriber(database.db(), {
      email: "b@example.com",
      source: "events",
      status: "unsubscribed",
      unsubscribedAt: new Date(),
    });
    await addSubscriber(database.db(), { email: "c@example.com", source: "coaching" });
    expect((await emails({ status: "active" })).emails).toEqual(["c@example.com", "a@example.com"]);
    expect((await emails({ status: "unsubscribed" })).emails).toEqual(["b@example.com"]);
    expect((await emails({ source: "events" })).emails).toEqual(["b@example.com", "a@example.com"]);
    expect((await emails({ source: "events", status: "active" })).emails).toEqual(["a@example.com"]);
    expect((await emails({ source: "nowhere" })).total).toBe(0);
  });

  it("pages newest first and answers a page past the end with the last page", async () => {
    for (let index = 1; index <= 5; index++) await addSubscriber(database.db(), { email: `p${index}@example.com` });
    expect(await emails({ page: 1 }, 2)).toMatchObject({ emails: ["p5@example.com", "p4@example.com"], pageCount: 3 });
    expect((await emails({ page: 2 }, 2)).emails).toEqual(["p3@example.com", "p2@example.com"]);
    expect(await emails({ page: 7 }, 2)).toMatchObject({ emails: ["p1@example.com"], page: 3, total: 5 });
  });
});

describe("the subscriber stat cards", () => {
  it("count total, active, pending and unsubscribed, the growth rate and the sources in the data", async () => {
    await addSubscriber(database.db(), { source: "home_page" });
    await addSubscriber(database.db(), { source: "home_page" });
    await addSubscriber(database.db(), { source: "events" });
    await addSubscriber(database.db(), { source: "zine", status: "unsubscribed", unsubscribedAt: new Date() });
    await addSubscriber(database.db(), { source: "events", status: "unsubscribed", unsubscribedAt: new Date() });
    await addSubscriber(database.db(), { source: "coaching" });
    await addSubscriber(database.db(), { source: "coaching", status: "pending" });
    expect(await getSubscriberStats({ db: database.db() })).toEqual({
      total: 7,
      active: 4,
      pending: 1,
      unsubscribed: 2,
      growthRate: 57,
      bySource: { home_page: 2, events: 2, zine: 1, coaching: 2 },
      sources: ["coaching", "events", "home_page", "zine"],
    });
  });

  it("show a growth rate of 0 when there are no subscribers", async () => {
    expect(await getSubscriberStats({ db: database.db() })).toMatchObject({ total: 0, growthRate: 0, sources: [] });
  });
});
