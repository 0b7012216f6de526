import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, CONTACT_MESSAGES, ContactMessageSchema, looksLikeSpam } from "./contact-message";
import { EMAIL_MESSAGES, fieldErrors } from "./form-text";

const valid = { name: "Maria O'Neil", email: "maria@example.com", subject: "", message: "I would like to talk." };

function errorsFor(input: Record<string, unknown>) {
  const result = ContactMessageSchema.safeParse(input);
  return result.success ? [] : fieldErrors(result.error);
}

function messageFor(field: string, value: unknown) {
  return errorsFor({ ...valid, [field]: value }).find((error) => error.field === field)?.message;
}

describe("contact form rules", () => {
  it("accepts a sensible message, trimming every value and lower-casing the email", () => {
    const result = ContactMessageSchema.parse({
      name: "  José-Luis d’Arc Jr. ",
      email: " Maria@Example.COM ",
      subject: "  FAQ Question ",
      message: "\n  Hello, can we talk about my budget?  \n",
    });
    expect(result).toEqual({
      name: "José-Luis d’Arc Jr.",
      email: "maria@example.com",
      subject: "FAQ Question",
      message: "Hello, can we talk about my budget?",
    });
  });

  it("keeps line breaks as typed: a browser's CR LF counts as one character against the limit", () => {
    const opening = "Hello,\n\n";
    const closing = ".\nAnna";
    const room = CONTACT_LIMITS.messageMax - opening.length - closing.length;
    const body = "We would like help with our budget. ".repeat(CONTACT_LIMITS.messageMax).slice(0, room - 1);
    const typed = `${opening}${body}x${closing}`;
    expect(typed).toHaveLength(CONTACT_LIMITS.messageMax);
    const sent = typed.replaceAll("\n", "\r\n");
    expect(ContactMessageSchema.parse({ ...valid, message: sent }).message).toBe(typed);
  });

  it.each([
    ["name", undefined, CONTACT_MESSAGES.nameRequired],
    ["name", "   ", CONTACT_MESSAGES.nameRequired],
    ["name", 42, CONTACT_MESSAGES.nameRequired],
    ["name", " A ", CONTACT_MESSAGES.nameTooShort],
    ["name", "A".repeat(101), CONTACT_MESSAGES.nameTooLong],
    ["name", "R2-D2", CONTACT_MESSAGES.nameCharacters],
    ["name", "Ann <b>", CONTACT_MESSAGES.nameCharacters],
    ["name", "Lottery Winner", CONTACT_MESSAGES.spam],
    ["name", "Annnnnna", CONTACT_MESSAGES.spam],
    ["email", "", EMAIL_MESSAGES.required],
    ["email", " \t ", EMAIL_MESSAGES.required],
    ["email", "maria@example", EMAIL_MESSAGES.invalid],
    ["email", "maria@example.c", EMAIL_MESSAGES.invalid],
    ["email", "maria..h@example.com", EMAIL_MESSAGES.invalid],
    ["email", "maría@example.com", EMAIL_MESSAGES.localPartNotAscii],
    ["email", "maria example@x.com", EMAIL_MESSAGES.invalid],
    ["email", `${"ab".repeat(125)}@x.com`, EMAIL_MESSAGES.tooLong],
    ["subject", "S".repeat(201), CONTACT_MESSAGES.subjectTooLong],
    ["message", "", CONTACT_MESSAGES.messageRequired],
    ["message", "Too short", CONTACT_MESSAGES.messageTooShort],
    ["message", "m".repeat(2001), CONTACT_MESSAGES.messageTooLong],
    ["message", "See https://cheap.example now please", CONTACT_MESSAGES.spam],
    ["message", "Visit www.example.com for more", CONTACT_MESSAGES.spam],
    ["message", "Buy viagra and cialis here", CONTACT_MESSAGES.spam],
    ["message", "Win at the CASINO tonight", CONTACT_MESSAGES.spam],
    ["message", "Congratulations, you are a winner", CONTACT_MESSAGES.spam],
    ["message", "This is urgent, please reply", CONTACT_MESSAGES.spam],
    ["message", "Act now to claim your prize", CONTACT_MESSAGES.spam],
    ["message", "Hello!!!!! Are you there?", CONTACT_MESSAGES.spam],
  ])("%s %j gives %j", (field, value, message) => {
    expect(messageFor(field, value)).toBe(message);
  });

  it("accepts the limits themselves", () => {
    expect(errorsFor({ ...valid, name: "Al" })).toEqual([]);
    expect(errorsFor({ ...valid, name: "Anna Maria ".repeat(9).concat("J") })).toEqual([]);
    expect(errorsFor({ ...valid, name: "Anna Maria ".repeat(9).concat("Jo") })).toEqual([
      { field: "name", message: CONTACT_MESSAGES.nameTooLong },
    ]);
    // 254 characters: 64 before the @ (the most a mail server must take), labels of up to 63 after it.
    const longest = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    expect(errorsFor({ ...valid, email: longest })).toEqual([]);
    expect(errorsFor({ ...valid, subject: "ab".repeat(100) })).toEqual([]);
    expect(errorsFor({ ...valid, message: "0123456789" })).toEqual([]);
    expect(errorsFor({ ...valid, message: "ab ".repeat(666).concat("ab") })).toEqual([]);
  });

  it("leaves the subject optional", () => {
    expect(ContactMessageSchema.parse({ ...valid, subject: undefined }).subject).toBe("");
  });

  it("reports every field in form order, one message each", () => {
    expect(errorsFor({})).toEqual([
      { field: "name", message: CONTACT_MESSAGES.nameRequired },
      { field: "email", message: EMAIL_MESSAGES.required },
      { field: "message", message: CONTACT_MESSAGES.messageRequired },
    ]);
  });

  it("does not take ordinary words or an email address for spam", () => {
    expect(looksLikeSpam("My email is maria@gmail.com and I owe $1,000,000")).toBe(false);
    expect(looksLikeSpam("Is the act of budgeting hard? I'm an insurgent saver.")).toBe(false);
    expect(looksLikeSpam("Call me at 555-1234")).toBe(false);
  });

  it("drops characters a database cannot store instead of failing", () => {
    const result = ContactMessageSchema.parse({ ...valid, message: "Hello\u0000 there \ud800 friend" });
    expect(result.message).toBe("Hello there \ufffd friend");
  });
});
