import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "#rules/contact-message";
import { TOO_MANY_REQUESTS } from "#rules/form-guard";
import { SUBSCRIBER_MESSAGES } from "#rules/subscriber";
import { failureMessage } from "./send-visitor-form";

const invalid = {
  error: "Validation failed",
  validationErrors: [
    { field: "email", message: "First problem" },
    { field: "x", message: "Second" },
  ],
};

describe("messages for a refused form", () => {
  it("shows the first validation message on 400", () => {
    expect(failureMessage("contact", 400, invalid)).toBe("First problem");
    expect(failureMessage("subscribe", 400, invalid)).toBe("First problem");
  });

  it('prefers the server\'s error, else "Too many requests", on 429', () => {
    expect(failureMessage("contact", 429, { error: "Slow down" })).toBe("Slow down");
    expect(failureMessage("contact", 429, null)).toBe(TOO_MANY_REQUESTS);
    expect(failureMessage("subscribe", 429, {})).toBe(TOO_MANY_REQUESTS);
  });

  it("says an address is already subscribed on 409", () => {
    expect(failureMessage("subscribe", 409, null)).toBe(SUBSCRIBER_MESSAGES.alreadySubscribed);
    expect(failureMessage("subscribe", 409, { error: "Known address" })).toBe("Known address");
  });

  it("falls back to each form's failure text otherwise", () => {
    expect(failureMessage("contact", 500, null)).toBe(CONTACT_MESSAGES.submitFailed);
    expect(failureMessage("contact", 400, { error: "Request body is not valid JSON" })).toBe(
      "Request body is not valid JSON",
    );
    expect(failureMessage("subscribe", 503, { error: 42 })).toBe(SUBSCRIBER_MESSAGES.subscribeFailed);
    expect(failureMessage("contact", 409, null)).toBe(CONTACT_MESSAGES.submitFailed);
  });
});
