import { describe, expect, it } from "vitest";
import { CONSULTATION_FRAME, frameHeightFor, NEWSLETTER_FRAME } from "./frame-height";

describe("embedded form heights", () => {
  it("adds 50 to the consultation form's height and keeps it within 600-1200", () => {
    expect(frameHeightFor({ type: "setHeight", height: 700 }, CONSULTATION_FRAME)).toBe(750);
    expect(frameHeightFor({ type: "setHeight", height: 100 }, CONSULTATION_FRAME)).toBe(600);
    expect(frameHeightFor({ type: "setHeight", height: 5000 }, CONSULTATION_FRAME)).toBe(1200);
  });

  it("adds 40 to the newsletter form's height and keeps it within 300-1200", () => {
    expect(frameHeightFor({ type: "setHeight", height: 500 }, NEWSLETTER_FRAME)).toBe(540);
    expect(frameHeightFor({ type: "setHeight", height: 10 }, NEWSLETTER_FRAME)).toBe(300);
    expect(frameHeightFor("height:2000", NEWSLETTER_FRAME)).toBe(1200);
  });

  it("reads a height from text", () => {
    expect(frameHeightFor("height:900", CONSULTATION_FRAME)).toBe(950);
    expect(frameHeightFor('{"type":"setHeight","height":820}', CONSULTATION_FRAME)).toBe(870);
    expect(frameHeightFor("resize height = 640px", NEWSLETTER_FRAME)).toBe(680);
    expect(frameHeightFor('{"height": 700}', CONSULTATION_FRAME)).toBe(750);
    expect(frameHeightFor('{"height": "710px"}', CONSULTATION_FRAME)).toBe(760);
  });

  it("ignores messages that are not about height, and falls back when the height is unreadable", () => {
    expect(frameHeightFor({ type: "analytics", height: 900 }, CONSULTATION_FRAME)).toBeNull();
    expect(frameHeightFor("hello", CONSULTATION_FRAME)).toBeNull();
    expect(frameHeightFor(null, CONSULTATION_FRAME)).toBeNull();
    expect(frameHeightFor({ type: "setHeight", height: "tall" }, NEWSLETTER_FRAME)).toBe(450);
    expect(frameHeightFor("height: unknown", CONSULTATION_FRAME)).toBe(800);
  });
});
