import { describe, expect, it } from "vitest";
import { loadEnv } from "#server/env";
import {
  isDemoPostalAddress,
  isExampleEmail,
  isExampleUrl,
  isFictionalPhone,
  mentionsExampleDomain,
} from "./placeholders";

describe("placeholders", () => {
  it("are what a new site starts with: the support email, phone and address of the defaults", () => {
    const { initial } = loadEnv({}, {}).siteSettings;
    expect(isExampleEmail(initial.supportEmail)).toBe(true);
    expect(isFictionalPhone(initial.phone ?? "")).toBe(true);
    expect(isDemoPostalAddress(initial.postalAddress ?? "")).toBe(true);
  });

  it("take example domains and their subdomains, not a domain that only looks like one", () => {
    expect(isExampleEmail("support@example.com")).toBe(true);
    expect(isExampleEmail("Dana@Mail.Example.org")).toBe(true);
    expect(isExampleEmail("hello@myexample.com")).toBe(false);
    expect(isExampleEmail("")).toBe(false);
    expect(isExampleUrl("https://example.com/register/budget")).toBe(true);
    expect(isExampleUrl("https://forms.example.net/x")).toBe(true);
    expect(isExampleUrl("https://example.com.evil.test/")).toBe(false);
    expect(isExampleUrl("https://notexample.com/")).toBe(false);
    expect(isExampleUrl(null)).toBe(false);
    expect(isExampleUrl("not a url")).toBe(false);
    expect(mentionsExampleDomain("Write to help@example.org for a copy.")).toBe(true);
    expect(mentionsExampleDomain("See https://example.com.")).toBe(true);
    expect(mentionsExampleDomain("We use counterexample.com tools and example.community")).toBe(false);
  });

  it("take a number in the 555 exchange, however it is written, and no other", () => {
    for (const phone of ["+1-973-555-0142", "(973) 555-0142", "973.555.0199", "1 973 555 0100", "555-0142"])
      expect(isFictionalPhone(phone), phone).toBe(true);
    for (const phone of ["+1-973-762-0142", "+44 20 7946 0555", "555 010 2030 4", "", "+1 555 762 0142"])
      expect(isFictionalPhone(phone), phone).toBe(false);
  });

  it("take the demo's address with its lines spaced any way, not another address", () => {
    expect(isDemoPostalAddress("120 Main Street, Suite 210\r\n  Maplewood, NJ 07040 ")).toBe(true);
    expect(isDemoPostalAddress("120 Main Street, Suite 211\nMaplewood, NJ 07040")).toBe(false);
    expect(isDemoPostalAddress("")).toBe(false);
  });
});
