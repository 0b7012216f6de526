import pino from "pino";
import { describe, expect, it } from "vitest";
import { backend, withTestDatabase } from "#tests/setup/database";
import { withDatabaseThatGoesDown } from "#tests/setup/database-that-goes-down";
import { createContentVersionWatch } from "./content-version-watch";

const database = withTestDatabase();
const databaseThatGoesDown = withDatabaseThatGoesDown(database);

describe("the content version's reads", () => {
  it("start once the database is prepared, not before (a first start answers while it is prepared)", async () => {
    let prepared = () => {};
    const pollAfter = new Promise<void>((resolve) => {
      prepared = resolve;
    });
    const watch = createContentVersionWatch({
      db: database.db(),
      logger: pino({ level: "silent" }),
      pollMs: 20,
      pollAfter,
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(watch.current()).toBeNull();
    prepared();
    await expect.poll(() => watch.current(), { timeout: 5000 }).not.toBeNull();
    watch.stop();
  });
});

// Only a PostgreSQL server comes back after an outage; a closed embedded database does not.
describe.runIf(backend === "postgres")("the content version through a database outage", () => {
  it("keeps the stored pages while the database is unreachable, stores none meanwhile, and drops them once it answers", async () => {
    const { handle, goDown, comeBack } = await databaseThatGoesDown();
    const watch = createContentVersionWatch({ db: handle.db, logger: pino({ level: "silent" }) });
    let drops = 0;
    watch.onChange(() => drops++);
    await watch.refresh();
    const version = watch.current();
    expect(version).not.toBeNull();
    drops = 0;

    await goDown();
    await watch.refresh();
    await watch.refresh();
    expect(watch.current()).toBe(version);
    expect(watch.unreachable()).toBe(true);
    expect(drops).toBe(0);

    comeBack();
    await watch.refresh();
    expect(watch.current()).toBe(version);
    expect(watch.unreachable()).toBe(false);
    expect(drops).toBe(1);
  });
});
