import { describe, expect, it } from "vitest";
import { conflict, invalid, NOT_FOUND } from "#core/result";
import { ADMIN_FORM_MESSAGES } from "#rules/admin-form";
import { answerFailure, answerInvalid, failed } from "./admin-action.server";

describe("the one form answer of a failed back-office write", () => {
  it("shows invalid input under its fields, with the form's message above them (400)", () => {
    const answer = answerFailure(invalid({ name: "Enter a name" }), { notFound: "Gone" });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      ok: false,
      errors: { name: "Enter a name" },
      formError: ADMIN_FORM_MESSAGES.fixErrors,
    });
  });

  it("takes the visitor forms' list of field messages as well", () => {
    const answer = answerFailure(invalid([{ field: "email", message: "Enter an email" }]), { notFound: "Gone" });
    expect(answer.data).toMatchObject({ errors: { email: "Enter an email" } });
  });

  it("leaves the form's message out where the fields say it all, and carries the page's own data", () => {
    const answer = answerFailure(invalid({ code: "Wrong code" }), { notFound: "Gone", fixErrors: "" }, { step: 2 });
    expect(answer.data).toEqual({ ok: false, errors: { code: "Wrong code" }, formError: "", step: 2 });
  });

  it("answers not found (404) and a conflict (409) with the page's message for each", () => {
    expect(answerFailure(NOT_FOUND, { notFound: "Gone" })).toMatchObject({
      data: { ok: false, errors: {}, formError: "Gone" },
      init: { status: 404 },
    });
    const refused = answerFailure(conflict("last-admin"), {
      notFound: "Gone",
      conflict: (failure) => `Refused: ${failure.conflict}`,
    });
    expect(refused).toMatchObject({ data: { formError: "Refused: last-admin" }, init: { status: 409 } });
  });

  it("keeps the page's data beside a whole-form failure and a 400 of its own", () => {
    expect(failed("Try again", 503, { intent: "details" })).toMatchObject({
      data: { ok: false, errors: {}, formError: "Try again", intent: "details" },
      init: { status: 503 },
    });
    expect(answerInvalid({ email: "Taken" }).data).toMatchObject({ formError: ADMIN_FORM_MESSAGES.fixErrors });
  });
});
