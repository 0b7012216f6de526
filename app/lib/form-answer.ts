/**
 * What every back-office form action answers, read by the page in the browser.
 * Success: `ok: true` with the toast's `message` and, for a save that moves on,
 * where to (`redirectTo`) and what its Undo restores (`undo`). Failure:
 * `errors`, the message per field, and `formError`, the whole form's message
 * (empty when the field messages say it all). A page's own data (a challenge,
 * recovery codes, an invitation link) rides beside them as `Extra`.
 */
export type FormAnswer<Extra extends object = object> =
  | ({ ok: true; message: string; redirectTo?: string; undo?: string[] } & Partial<Extra>)
  | ({ ok: false; errors: Record<string, string>; formError: string } & Partial<Extra>);

/** A failed answer's message per field, or none. */
export function answerErrors(answer: FormAnswer | undefined): Record<string, string> {
  return answer?.ok === false ? answer.errors : {};
}

/** A failed answer's message for the whole form, or "". */
export function answerFormError(answer: FormAnswer | undefined): string {
  return answer?.ok === false ? answer.formError : "";
}
