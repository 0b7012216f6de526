import { describe, expect, it } from "vitest";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { backend, withTestDatabase } from "#tests/setup/database";
import { listAdminClassInstances } from "./list-admin-class-instances";

const database = withTestDatabase();

describe(`the back office's scheduled class list on ${backend}`, () => {
  it("lists every class by date with its class type, searched and filtered", async () => {
    const budget = await addClassType(database.db());
    const debt = await addClassType(database.db(), { title: "Debt Freedom", slug: "debt", status: "draft" });
    await addClassInstance(database.db(), debt.id, { daysFromToday: 20, location: "Community Hall", status: "draft" });
    await addClassInstance(database.db(), budget.id, { daysFromToday: -5, status: "archived", price: "Free" });
    await addClassInstance(database.db(), budget.id, { daysFromToday: 3 });

    const list = async (search = "", status = "all") =>
      (await listAdminClassInstances({ db: database.db(), search, status })).map(
        (row) => `${row.classType.title} ${row.location} ${row.status}`,
      );
    expect(await list()).toEqual([
      "Budget Basics Online (Zoom) archived",
      "Budget Basics Online (Zoom) active",
      "Debt Freedom Community Hall draft",
    ]);
    expect(await list("debt")).toEqual(["Debt Freedom Community Hall draft"]);
    expect(await list("hall")).toEqual(["Debt Freedom Community Hall draft"]);
    expect(await list("free")).toEqual(["Budget Basics Online (Zoom) archived", "Debt Freedom Community Hall draft"]);
    expect(await list("", "active")).toEqual(["Budget Basics Online (Zoom) active"]);
  });
});
