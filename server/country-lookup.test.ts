import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createCountryLookup, v6Number } from "./country-lookup";

const folder = path.dirname(
  createRequire(import.meta.url).resolve("@ip-location-db/geo-whois-asn-country/package.json"),
);
/** The first, a middle and the last line of the shipped table, as its makers wrote them: start,end,country. */
function someRanges(file: string): string[][] {
  const lines = fs
    .readFileSync(path.join(folder, file), "latin1")
    .trim()
    .split("\n")
    .map((line) => line.split(","));
  return [lines[0], lines[Math.floor(lines.length / 2)], lines.at(-1)].map((line) => line ?? []);
}
const dotted = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join(".");
const lookup = createCountryLookup((error) => {
  throw error;
});

beforeAll(() => lookup.ready);

describe("the country of an address", () => {
  it("is the shipped table's country for IPv4 addresses at the start, inside and end of its ranges", () => {
    for (const [start, end, code] of someRanges("geo-whois-asn-country-ipv4-num.csv")) {
      const [from, to] = [Number(start), Number(end)];
      expect(lookup.countryOf(dotted(from))).toBe(code);
      expect(lookup.countryOf(dotted(Math.floor((from + to) / 2)))).toBe(code);
      expect(lookup.countryOf(dotted(to))).toBe(code);
      // The same address as IPv6 shows it when a server listens on both.
      expect(lookup.countryOf(`::ffff:${dotted(from)}`)).toBe(code);
    }
  });

  it("is the shipped table's country for IPv6 addresses", () => {
    for (const [start, , code] of someRanges("geo-whois-asn-country-ipv6-num.csv")) {
      const value = BigInt(start as string);
      const groups = Array.from({ length: 8 }, (_, index) =>
        ((value >> BigInt(112 - index * 16)) & 0xffffn).toString(16),
      );
      expect(lookup.countryOf(groups.join(":"))).toBe(code);
    }
  });

  it("is unknown for loopback, private and link-local addresses, and for anything that is not an address", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.5",
      "192.168.0.10",
      "::1",
      "fd00::7",
      "fe80::1%eth0",
      "",
      "not an address",
      "999.1.1.1",
    ]) {
      expect(lookup.countryOf(address)).toBe("");
    }
  });

  it("reads IPv6 addresses written short, with zone or with an IPv4 tail", () => {
    expect(v6Number("2001:db8::8a2e:370:7334")).toBe(0x20010db8000000000000_8a2e03707334n);
    expect(v6Number("::1")).toBe(1n);
    expect(v6Number("fe80::1%eth0")).toBe(0xfe800000000000000000000000000001n);
    expect(v6Number("64:ff9b::192.0.2.33")).toBe(0x0064ff9b0000000000000000c0000221n);
  });
});
