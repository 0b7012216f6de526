import { describe, expect, it } from "vitest";
import { messagePreview, readInboxQuery, replyMailto } from "./contact-inbox";

describe("the inbox's reply link", () => {
  it("prefills Re: and the subject, with every part encoded", () => {
    expect(replyMailto({ email: "ana+news@example.com", subject: "Fees & times? 50%/hr #2" })).toBe(
      "mailto:ana%2Bnews%40example.com?subject=Re%3A%20Fees%20%26%20times%3F%2050%25%2Fhr%20%232",
    );
    expect(decodeURIComponent(replyMailto({ email: "a@b.co", subject: "" }).split("subject=")[1] ?? "")).toBe(
      "Re: No subject",
    );
  });
});

describe("the message preview", () => {
  it("shows the first 100 characters, counting accents and emoji as one", () => {
    expect(messagePreview("short")).toBe("short");
    const long = `${"é".repeat(99)}😀 and more`;
    expect(messagePreview(long)).toBe(`${"é".repeat(99)}😀...`);
  });
});

describe("the inbox address", () => {
  it("ignores values outside the lists", () => {
    expect(readInboxQuery(new URLSearchParams("status=deleted&priority=urgent&page=-3&q=%20ana%20"))).toEqual({
      search: "ana",
      status: null,
      priority: "urgent",
      page: 1,
    });
  });
});
