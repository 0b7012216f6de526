import net from "node:net";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BusyFeedUrl, CALENDAR_FEED_MESSAGES } from "./calendar-feeds";
import { isInternalHost, isPublicAddress } from "./public-address";

/**
 * The ranges that are not public, from IANA's special-purpose registries,
 * matched by Node's own address parser and BlockList: the check against an
 * implementation this project did not write.
 */
function notPublicByNode(): { ipv4: net.BlockList; ipv6: net.BlockList } {
  // Two lists: Node also matches an IPv4 address against IPv6 rules, as its mapped form.
  const list = new net.BlockList();
  for (const [first, bits] of [
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["127.0.0.0", 8],
    ["169.254.0.0", 16],
    ["172.16.0.0", 12],
    ["192.0.0.0", 24],
    ["192.0.2.0", 24],
    ["192.88.99.0", 24],
    ["192.168.0.0", 16],
    ["198.18.0.0", 15],
    ["198.51.100.0", 24],
    ["203.0.113.0", 24],
    ["224.0.0.0", 4],
    ["240.0.0.0", 4],
  ] as const) {
    list.addSubnet(first, bits, "ipv4");
  }
  const list6 = new net.BlockList();
  // IPv6: everything outside global unicast 2000::/3, and inside it the special ranges.
  for (const [first, bits] of [
    ["::", 3],
    ["4000::", 2],
    ["8000::", 1],
    ["2001::", 23],
    ["2001:db8::", 32],
    ["2002::", 16],
    ["3fff::", 20],
  ] as const) {
    list6.addSubnet(first, bits, "ipv6");
  }
  return { ipv4: list, ipv6: list6 };
}

describe("which addresses the site may fetch from", () => {
  const blocked = notPublicByNode();

  it("agrees with Node's parser and IANA's ranges on any IPv4 address, plain or mapped into IPv6", () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        const expected = !blocked.ipv4.check(address, "ipv4");
        expect(isPublicAddress(address)).toBe(expected);
        expect(isPublicAddress(`::ffff:${address}`)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it("agrees with Node's parser and IANA's ranges on any IPv6 address, however it is written", () => {
    fc.assert(
      fc.property(fc.ipV6(), (address) => {
        if (/^::ffff:[0-9.]+$|^(0{1,4}:){5}ffff:/i.test(address)) return; // mapped IPv4, checked above
        expect(isPublicAddress(address)).toBe(!blocked.ipv6.check(address, "ipv6"));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    "127.0.0.1",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "10.0.0.8",
    "172.20.1.1",
    "192.168.1.1",
    "169.254.169.254",
    "fe80::1",
    "fd00::1",
    "64:ff9b::7f00:1",
    "::",
    "0.0.0.0",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700::6810:84e5", "::ffff:8.8.8.8"])("accepts %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("saving the outside calendar's address", () => {
  it.each([
    "https://127.0.0.1:8443/",
    "https://[::1]/",
    "https://localhost/",
    "https://2130706433/",
    "https://0x7f.1/",
    "webcal://127.0.0.1/",
    "https://0177.0.0.1/calendar.ics",
    "https://127.1/",
    "https://[::ffff:127.0.0.1]/",
    "https://10.0.0.5/calendar.ics",
    "https://169.254.169.254/latest/meta-data/",
    "https://[fd00::5]/",
    "https://calendar.localhost/",
    "https://nas.local/calendar.ics",
    "https://intranet/calendar.ics",
    "https://LOCALHOST./",
  ])("refuses %s, which names this server or its network", (url) => {
    const parsed = BusyFeedUrl.safeParse(url);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(CALENDAR_FEED_MESSAGES.urlInternal);
  });

  it.each([
    "https://calendar.google.com/calendar/ical/abc%40group.calendar.google.com/private-1/basic.ics",
    "webcal://p123-caldav.icloud.com/published/2/abc",
    "https://outlook.office365.com/owa/calendar/abc/def/calendar.ics",
    "https://93.184.216.34/calendar.ics",
  ])("keeps %s", (url) => {
    expect(BusyFeedUrl.safeParse(url).success).toBe(true);
    expect(isInternalHost(new URL(url.replace(/^webcal/, "https")).hostname)).toBe(false);
  });
});
