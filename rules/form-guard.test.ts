import { describe, expect, it } from "vitest";
import { botSignal, FILL_TIME_FIELD, HONEYPOT_FIELD, MIN_FILL_MS, STARTED_AT_FIELD } from "./form-guard";

const now = 1_700_000_000_000;

describe("bot signals", () => {
  it("lets a person through", () => {
    expect(botSignal("contact", { [FILL_TIME_FIELD]: MIN_FILL_MS.contact }, now)).toBeNull();
    expect(botSignal("subscribe", { [STARTED_AT_FIELD]: String(now - 60_000), [HONEYPOT_FIELD]: "" }, now)).toBeNull();
  });

  it("catches a filled honeypot, a form sent too fast, and a form without timing", () => {
    expect(botSignal("contact", { [HONEYPOT_FIELD]: "http://spam", [FILL_TIME_FIELD]: 60_000 }, now)).toBe("honeypot");
    expect(botSignal("contact", { [FILL_TIME_FIELD]: MIN_FILL_MS.contact - 1 }, now)).toBe("too-fast");
    expect(botSignal("subscribe", { [STARTED_AT_FIELD]: String(now - 500) }, now)).toBe("too-fast");
    expect(botSignal("subscribe", { [STARTED_AT_FIELD]: String(now + 60_000) }, now)).toBe("too-fast");
    expect(botSignal("contact", {}, now)).toBe("no-fill-time");
    expect(botSignal("contact", { [FILL_TIME_FIELD]: "soon" }, now)).toBe("no-fill-time");
  });
});
