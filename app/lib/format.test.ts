import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { excerpt } from "./format";

describe("excerpt", () => {
  it("keeps a short text whole and cuts a long one after a whole word", () => {
    expect(excerpt("Build a budget.", 160)).toBe("Build a budget.");
    expect(excerpt("Build a budget that fits your real income", 30)).toBe("Build a budget that fits your…");
    expect(excerpt("Plans, goals, and habits", 14)).toBe("Plans, goals…");
    expect(excerpt("Supercalifragilistic", 10)).toBe("Supercali…");
  });

  it("never passes its limit and never ends inside a word", () => {
    const words = fc.array(fc.stringMatching(/^[A-Za-z',.]{1,14}$/), { minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(words, fc.integer({ min: 20, max: 200 }), (list, max) => {
        const text = list.join(" ");
        const result = excerpt(text, max);
        expect(result.length).toBeLessThanOrEqual(max);
        if (result === text) return;
        expect(result.endsWith("…")).toBe(true);
        const kept = result.slice(0, -1);
        expect(text.startsWith(kept)).toBe(true);
        if (list.some((word) => word.length < max)) expect(text[kept.length]).toMatch(/[\s,.']/);
      }),
    );
  });
});
