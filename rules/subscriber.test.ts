import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGES, fieldErrors } from "./form-text";
import { SUBSCRIBER_MESSAGES, SubscriberSchema } from "./subscriber";

const valid = { firstName: "Ana", lastName: "Silva", email: "ana@example.com" };

function errorsFor(input: Record<string, unknown>) {
  const result = SubscriberSchema.safeParse(input);
  return result.success ? [] : fieldErrors(result.error);
}

describe("newsletter signup rules", () => {
  it("trims names, lower-cases the email and defaults the source to website", () => {
    expect(SubscriberSchema.parse({ firstName: " Ana ", lastName: " Silva", email: " Ana@Example.com " })).toEqual({
      firstName: "Ana",
      lastName: "Silva",
      email: "ana@example.com",
      source: "website",
    });
    expect(SubscriberSchema.parse({ ...valid, source: "home_page" }).source).toBe("home_page");
  });

  it("counts whitespace-only values as empty", () => {
    expect(errorsFor({ firstName: "  ", lastName: "\t", email: " \n " })).toEqual([
      { field: "firstName", message: SUBSCRIBER_MESSAGES.firstNameRequired },
      { field: "lastName", message: SUBSCRIBER_MESSAGES.lastNameRequired },
      { field: "email", message: EMAIL_MESSAGES.required },
    ]);
  });

  it.each([
    ["email", "ana@", EMAIL_MESSAGES.invalid],
    ["email", "ana.example.com", EMAIL_MESSAGES.invalid],
    ["email", `${"ab".repeat(125)}@x.com`, EMAIL_MESSAGES.tooLong],
    ["firstName", "x".repeat(101), SUBSCRIBER_MESSAGES.firstNameTooLong],
    ["lastName", "x".repeat(101), SUBSCRIBER_MESSAGES.lastNameTooLong],
    ["source", "<script>", SUBSCRIBER_MESSAGES.sourceInvalid],
    ["source", "s".repeat(51), SUBSCRIBER_MESSAGES.sourceInvalid],
  ])("%s %j gives %j", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual([{ field, message }]);
  });

  it("treats values of the wrong type as missing", () => {
    expect(errorsFor({ firstName: { a: 1 }, lastName: ["x"], email: 5 }).map((error) => error.message)).toEqual([
      SUBSCRIBER_MESSAGES.firstNameRequired,
      SUBSCRIBER_MESSAGES.lastNameRequired,
      EMAIL_MESSAGES.required,
    ]);
  });
});
