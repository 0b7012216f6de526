import { describe, expect, it } from "vitest";
import { isFreePrice } from "./price";

describe("free prices", () => {
  it("knows the ways an owner writes free", () => {
    for (const price of ["Free", "free", " FREE ", "$0", "0", "$0.00", "0.00"])
      expect(isFreePrice(price), price).toBe(true);
  });

  it("does not take a price with money in it, or words around free, for free", () => {
    for (const price of ["$49", "$0.50", "$10", "Free for members, $20 otherwise", "Pay what you can", ""]) {
      expect(isFreePrice(price), price).toBe(false);
    }
  });
});
