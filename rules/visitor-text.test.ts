import { describe, expect, it } from "vitest";
import { RegistrationSchema } from "./class-registration";
import { ContactMessageSchema } from "./contact-message";
import { SubscriberSchema } from "./subscriber";

/** Every bidirectional embedding, override and isolate a visitor could hide in a field. */
const CONTROLS = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];
const hasControl = (text: string) => CONTROLS.some((control) => text.includes(control));

describe("a visitor's text", () => {
  it("loses the characters that would make the back office show it reversed", () => {
    const message = ContactMessageSchema.parse({
      name: "Ann\u202E Lee",
      email: "ann\u2066@example.com",
      subject: "Invoice \u202Efdp.exe",
      message: `Please open the attached invoice\u202Efdp.exe ${CONTROLS.join("")}today.`,
    });
    expect(message).toEqual({
      name: "Ann Lee",
      email: "ann@example.com",
      subject: "Invoice fdp.exe",
      message: "Please open the attached invoicefdp.exe today.",
    });
    const signup = SubscriberSchema.parse({ firstName: "\u202EnnA", lastName: "Lee\u2069", email: "ann@example.com" });
    expect(signup).toMatchObject({ firstName: "nnA", lastName: "Lee" });
    const registration = RegistrationSchema.parse({
      firstName: "Ann",
      lastName: "\u202BLee\u202C",
      email: "ann@example.com",
      note: "Seat\u2067 near the door\u2069",
    });
    expect(registration).toMatchObject({ lastName: "Lee", note: "Seat near the door" });
    for (const text of [...Object.values(message), ...Object.values(signup), registration.note]) {
      expect(hasControl(String(text))).toBe(false);
    }
  });

  it("keeps right-to-left letters as typed", () => {
    const message = ContactMessageSchema.parse({
      name: "שרה כהן",
      email: "sara@example.com",
      subject: "",
      message: "שלום, אני רוצה לדבר על החובות שלי.",
    });
    expect(message).toMatchObject({ name: "שרה כהן", message: "שלום, אני רוצה לדבר על החובות שלי." });
  });
});
