import fs from "node:fs/promises";
import { createRequire } from "node:module";
import { BlockList, isIPv4, isIPv6 } from "node:net";
import path from "node:path";

/**
 * The country of an address, from the offline table of the
 * `@ip-location-db/geo-whois-asn-country` package (the package is CC0; its
 * data is the Number Resource Organization's statistics, CC BY 4.0, which the
 * Insights page credits). Only the country's two-letter code leaves here; the
 * address is never kept (decision 069).
 *
 * The table (about 550,000 ranges) is read once, in steps that leave the
 * event loop free between them, into typed arrays of about 10 MB. Until it
 * is read, and for addresses it does not know (loopback, private networks),
 * the country is "".
 */
export type CountryLookup = { countryOf(address: string): string; ready: Promise<void> };

const STEP = 20_000;

/** Addresses that name no place (private, shared, loopback, link-local): the table gives some of them a country. */
const NOWHERE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  NOWHERE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  NOWHERE.addSubnet(network, prefix, "ipv6");
}

type V4Table = { starts: Uint32Array; ends: Uint32Array; codes: Uint16Array };
type V6Table = {
  startHi: BigUint64Array;
  startLo: BigUint64Array;
  endHi: BigUint64Array;
  endLo: BigUint64Array;
  codes: Uint16Array;
};

const MASK64 = (1n << 64n) - 1n;

/** Two ASCII letters as one number, and back. */
const packCode = (code: string) => (code.charCodeAt(0) << 8) | code.charCodeAt(1);
const unpackCode = (packed: number) => String.fromCharCode(packed >> 8, packed & 0xff);

const yieldToEvents = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Calls `each` for every line "start,end,CC" of `text`, yielding to the event loop every STEP lines. */
async function eachRange(text: string, each: (start: string, end: string, code: string, index: number) => void) {
  let index = 0;
  let line = 0;
  let at = 0;
  while (at < text.length) {
    let lineEnd = text.indexOf("\n", at);
    if (lineEnd === -1) lineEnd = text.length;
    const first = text.indexOf(",", at);
    const second = text.indexOf(",", first + 1);
    if (first !== -1 && second !== -1 && second < lineEnd) {
      const code = text.slice(second + 1, second + 3);
      if (/^[A-Z]{2}$/.test(code)) {
        each(text.slice(at, first), text.slice(first + 1, second), code, index);
        index++;
      }
    }
    at = lineEnd + 1;
    line++;
    if (line % STEP === 0) await yieldToEvents();
  }
  return index;
}

const lineCount = (text: string) => {
  let count = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) count++;
  return count + 1;
};

async function readV4(file: string): Promise<V4Table> {
  const text = await fs.readFile(file, "latin1");
  const size = lineCount(text);
  const table = { starts: new Uint32Array(size), ends: new Uint32Array(size), codes: new Uint16Array(size) };
  const used = await eachRange(text, (start, end, code, index) => {
    table.starts[index] = Number(start);
    table.ends[index] = Number(end);
    table.codes[index] = packCode(code);
  });
  return {
    starts: table.starts.subarray(0, used),
    ends: table.ends.subarray(0, used),
    codes: table.codes.subarray(0, used),
  };
}

async function readV6(file: string): Promise<V6Table> {
  const text = await fs.readFile(file, "latin1");
  const size = lineCount(text);
  const table = {
    startHi: new BigUint64Array(size),
    startLo: new BigUint64Array(size),
    endHi: new BigUint64Array(size),
    endLo: new BigUint64Array(size),
    codes: new Uint16Array(size),
  };
  const used = await eachRange(text, (start, end, code, index) => {
    const from = BigInt(start);
    const to = BigInt(end);
    table.startHi[index] = from >> 64n;
    table.startLo[index] = from & MASK64;
    table.endHi[index] = to >> 64n;
    table.endLo[index] = to & MASK64;
    table.codes[index] = packCode(code);
  });
  return {
    startHi: table.startHi.subarray(0, used),
    startLo: table.startLo.subarray(0, used),
    endHi: table.endHi.subarray(0, used),
    endLo: table.endLo.subarray(0, used),
    codes: table.codes.subarray(0, used),
  };
}

/** An IPv4 address as a number. */
function v4Number(address: string): number {
  const parts = address.split(".").map(Number);
  return (((parts[0] ?? 0) * 256 + (parts[1] ?? 0)) * 256 + (parts[2] ?? 0)) * 256 + (parts[3] ?? 0);
}

/** An IPv6 address (already checked by isIPv6) as a number, "::" expanded and a trailing IPv4 part read. */
export function v6Number(address: string): bigint {
  let text = address.split("%")[0] ?? "";
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail?.[1]) {
    const n = v4Number(v4Tail[1]);
    text = `${text.slice(0, -v4Tail[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : new Array(8 - headGroups.length - tailGroups.length).fill("0");
  let value = 0n;
  for (const group of [...headGroups, ...zeros, ...tailGroups])
    value = (value << 16n) | BigInt(Number.parseInt(group, 16) || 0);
  return value;
}

/** The index of the last range starting at or before `value`, or -1. */
function lastStartAtOrBefore(count: number, startsAfter: (index: number) => boolean): number {
  let low = 0;
  let high = count - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (startsAfter(middle)) high = middle - 1;
    else {
      found = middle;
      low = middle + 1;
    }
  }
  return found;
}

function findV4(table: V4Table, value: number): string {
  const index = lastStartAtOrBefore(table.starts.length, (i) => (table.starts[i] ?? 0) > value);
  if (index === -1 || (table.ends[index] ?? 0) < value) return "";
  return unpackCode(table.codes[index] ?? 0);
}

function findV6(table: V6Table, value: bigint): string {
  const hi = value >> 64n;
  const lo = value & MASK64;
  const index = lastStartAtOrBefore(table.startHi.length, (i) => {
    const startHi = table.startHi[i] ?? 0n;
    return startHi > hi || (startHi === hi && (table.startLo[i] ?? 0n) > lo);
  });
  if (index === -1) return "";
  const endHi = table.endHi[index] ?? 0n;
  if (endHi < hi || (endHi === hi && (table.endLo[index] ?? 0n) < lo)) return "";
  return unpackCode(table.codes[index] ?? 0);
}

/** Starts reading the table; `countryOf` answers "" until it is read (or if it cannot be). */
export function createCountryLookup(onError: (error: unknown) => void = () => {}): CountryLookup {
  let v4: V4Table | null = null;
  let v6: V6Table | null = null;
  const ready = (async () => {
    const folder = path.dirname(
      createRequire(import.meta.url).resolve("@ip-location-db/geo-whois-asn-country/package.json"),
    );
    v4 = await readV4(path.join(folder, "geo-whois-asn-country-ipv4-num.csv"));
    v6 = await readV6(path.join(folder, "geo-whois-asn-country-ipv6-num.csv"));
  })().catch(onError);
  return {
    ready,
    countryOf(address) {
      const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
      const v4Address = mapped ?? (isIPv4(address) ? address : null);
      if (v4Address) return v4 && !NOWHERE.check(v4Address, "ipv4") ? findV4(v4, v4Number(v4Address)) : "";
      const v6Address = isIPv6(address) ? (address.split("%")[0] ?? "") : null;
      if (v6Address) return v6 && !NOWHERE.check(v6Address, "ipv6") ? findV6(v6, v6Number(v6Address)) : "";
      return "";
    },
  };
}
