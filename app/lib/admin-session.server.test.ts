import { describe, expect, it } from "vitest";
import { adminDisplayName } from "./admin-session.server";

describe("the name the dashboard greets", () => {
  it("is the account's name, else the part of the email before the @, else Admin User", () => {
    expect(adminDisplayName({ name: "Olivia Owner", email: "owner@example.com" })).toBe("Olivia Owner");
    expect(adminDisplayName({ name: "  ", email: "owner@example.com" })).toBe("owner");
    expect(adminDisplayName({ name: "", email: "@example.com" })).toBe("Admin User");
  });
});
