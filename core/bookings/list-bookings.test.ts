import { describe, expect, it } from "vitest";
import { readBookingQuery } from "#rules/booking-admin";
import { daysFromNow, insertBooking, insertSessionType } from "#tests/setup/booking-rows";
import { withTestDatabase } from "#tests/setup/database";
import { countBookings } from "./count-bookings";
import { exportBookingsCsv } from "./export-bookings-csv";
import { listBookings } from "./list-bookings";

const database = withTestDatabase();

const query = (address: string) => readBookingQuery(new URLSearchParams(address));
const names = async (address: string, pageSize = 20) =>
  (await listBookings({ db: database.db(), query: query(address), pageSize })).rows.map((row) => row.name);

async function csvOf(address: string, batchSize = 1000) {
  let text = "";
  for await (const chunk of exportBookingsCsv({
    db: database.db(),
    query: query(address),
    timeZone: "America/New_York",
    batchSize,
  })) {
    text += chunk;
  }
  return text;
}

describe("the bookings list", () => {
  it("splits upcoming (soonest first), past (latest first) and cancelled with declined", async () => {
    const db = database.db();
    const type = await insertSessionType(db);
    await insertBooking(db, type, daysFromNow(3), { name: "Later" });
    await insertBooking(db, type, daysFromNow(1), { name: "Sooner", status: "pending" });
    await insertBooking(db, type, daysFromNow(-5), { name: "Long ago", status: "completed" });
    await insertBooking(db, type, daysFromNow(-1), { name: "Yesterday", status: "no_show" });
    await insertBooking(db, type, daysFromNow(2), { name: "Called off", status: "cancelled" });
    await insertBooking(db, type, daysFromNow(4), { name: "Turned down", status: "declined" });

    expect(await names("")).toEqual(["Sooner", "Later"]);
    expect(await names("view=past")).toEqual(["Yesterday", "Long ago"]);
    expect(await names("view=cancelled")).toEqual(["Turned down", "Called off"]);
    expect(await names("view=nonsense")).toEqual(["Sooner", "Later"]);
  });

  it("searches name and email, filters by type and status, and pages in order", async () => {
    const db = database.db();
    const consultation = await insertSessionType(db, { name: "Free consultation" });
    const strategy = await insertSessionType(db, { name: "Money Strategy Session", durationMinutes: 150 });
    await insertBooking(db, consultation, daysFromNow(1), { name: "Grace Hopper", email: "grace@navy.example" });
    await insertBooking(db, strategy, daysFromNow(2), { name: "Alan Turing", email: "alan@bletchley.example" });
    await insertBooking(db, strategy, daysFromNow(3), {
      name: "Ada L",
      email: "ADA@engine.example",
      status: "pending",
    });

    expect(await names("q=grace")).toEqual(["Grace Hopper"]);
    expect(await names("q=engine.EXAMPLE")).toEqual(["Ada L"]);
    expect(await names(`type=${strategy.id}`)).toEqual(["Alan Turing", "Ada L"]);
    expect(await names(`type=${strategy.id}&status=pending`)).toEqual(["Ada L"]);
    expect(await names("type=not-an-id&status=unknown")).toHaveLength(3);

    for (let day = 10; day < 15; day += 1) await insertBooking(db, consultation, daysFromNow(day), { name: `D${day}` });
    const second = await listBookings({ db, query: query("page=2"), pageSize: 3 });
    expect(second.rows.map((row) => row.name)).toEqual(["D10", "D11", "D12"]);
    expect(second).toMatchObject({ total: 8, page: 2, pageCount: 3 });
    // The last page is read from the far end, and still in the view's order.
    const last = await listBookings({ db, query: query("page=3"), pageSize: 3 });
    expect(last.rows.map((row) => row.name)).toEqual(["D13", "D14"]);
    expect(last.rows[0]?.sessionType.name).toBe("Free consultation");
    expect(await countBookings({ db, query: query(`type=${consultation.id}`) })).toBe(6);
  });
});

describe("the bookings export", () => {
  it("writes times in the business's zone, the answers in one cell and the new-client mark, in batches", async () => {
    const db = database.db();
    const type = await insertSessionType(db, { name: "Money Strategy Session" });
    const start = new Date("2030-03-10T15:30:00Z"); // 11:30 in New York, a day after the clocks went forward
    await insertBooking(db, type, start, {
      name: "Zoë O'Brien",
      email: "zoe@example.com",
      capMonth: "2030-03",
      answers: [
        { questionId: "a", question: "Goal", answer: "Pay off debt" },
        { questionId: "b", question: "Income", answer: "=1+1" },
      ],
    });
    for (let day = 1; day <= 4; day += 1) await insertBooking(db, type, new Date(start.getTime() + day * 86_400_000));

    const csv = await csvOf("", 2);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"Date","Time","Time zone","Session type","Name","Email","Status","New client","Answers","Booked on"',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(
      '"2030-03-10","11:30","America/New_York","Money Strategy Session","Zoë O\'Brien","zoe@example.com","Confirmed","Yes","Goal: Pay off debt; Income: =1+1",',
    );
    expect(lines.slice(1).map((line) => line.slice(1, 11))).toEqual([
      "2030-03-10",
      "2030-03-11",
      "2030-03-12",
      "2030-03-13",
      "2030-03-14",
    ]);
    expect((await csvOf("q=zoe")).trimEnd().split("\r\n")).toHaveLength(2);
  });
});
