import { describe, expect, it } from "vitest";
import { containsPattern } from "#db/search";
import { pageWindow } from "./paging";

describe("where a page of a list starts", () => {
  it("reads early pages from the start", () => {
    expect(pageWindow({ page: 2, pageSize: 20, total: 1000 })).toEqual({
      page: 2,
      pageCount: 50,
      limit: 20,
      offset: 20,
      fromEnd: false,
    });
  });

  it("reads late pages from the end, skipping only the rows after them", () => {
    expect(pageWindow({ page: 50, pageSize: 20, total: 1000 })).toMatchObject({ offset: 0, limit: 20, fromEnd: true });
    expect(pageWindow({ page: 49, pageSize: 20, total: 1000 })).toMatchObject({ offset: 20, limit: 20, fromEnd: true });
    // A partly filled last page: 7 rows, none after them.
    expect(pageWindow({ page: 3, pageSize: 10, total: 27 })).toMatchObject({ offset: 0, limit: 7, fromEnd: true });
  });

  it("turns page 0, fractions and pages past the end into real pages", () => {
    expect(pageWindow({ page: 0, pageSize: 20, total: 45 }).page).toBe(1);
    expect(pageWindow({ page: 2.7, pageSize: 20, total: 45 }).page).toBe(2);
    expect(pageWindow({ page: 9, pageSize: 20, total: 45 })).toMatchObject({ page: 3, limit: 5 });
    expect(pageWindow({ page: 3, pageSize: 20, total: 0 })).toMatchObject({ page: 1, pageCount: 1, limit: 0 });
  });
});

describe("a contains pattern", () => {
  it("takes LIKE's wildcards and escape literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
