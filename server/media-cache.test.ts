import { describe, expect, it } from "vitest";
import { createMediaCache } from "./media-cache";

const file = (byteSize: number) => ({ data: Buffer.alloc(byteSize), format: "avif", byteSize });

describe("media cache", () => {
  it("keeps files until they expire", () => {
    const cache = createMediaCache({ ttlMs: 1000 });
    cache.set("a", file(10), 0);
    expect(cache.get("a", 999)?.byteSize).toBe(10);
    expect(cache.get("a", 1000)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("drops the least recently used files past its size, and never keeps a file too large for it", () => {
    const cache = createMediaCache({ maxBytes: 100 });
    cache.set("a", file(25));
    cache.set("b", file(25));
    cache.set("c", file(25));
    cache.get("a");
    cache.set("d", file(25));
    cache.set("e", file(25));
    expect(["a", "b", "c", "d", "e"].filter((name) => cache.get(name) !== null)).toEqual(["a", "c", "d", "e"]);
    cache.set("huge", file(26));
    expect(cache.get("huge")).toBeNull();
  });
});
