/**
 * What every form action answers, in the back office and on the public site,
 * read by the page in the browser.
 * Success: `ok: true` with the toast's `message` and, for a save that moves on,
 * where to (`redirectTo`) and what its Undo restores (`undo`). Failure:
 * `errors`, the message per field, and `formError`, the whole form's message
 * (empty when the field messages say it all). A page's own data (a challenge,
 * recovery codes, an invitation link) rides beside them as `Extra`. A failed
 * save posted without JavaScript also carries `typed`, the fields as they were
 * posted, since its page is drawn again from the saved row: the editor shows
 * them instead (`typedForm`).
 */
export type FormAnswer<Extra extends object = object> =
  | ({ ok: true; message: string; redirectTo?: string; undo?: string[] } & Partial<Extra>)
  | ({ ok: false; errors: Record<string, string>; formError: string; typed?: TypedFields } & Partial<Extra>);

/**
 * What a visitor's form answers (decision 076): a `FormAnswer`, with what only
 * a visitor's form can be told beside it. The page shows it with one
 * component, `FormNotice` (app/components/form-field.tsx).
 */
export type VisitorAnswer<Extra extends object = object> = FormAnswer<VisitorAnswerExtra & Extra>;

export type VisitorAnswerExtra = {
  /** Sent faster than a person types, or without a start time: the server's note to send back with it once more. */
  confirmation: string;
  /** Refused for now (sent too often, or the database is away): it may be sent again after this many seconds. */
  retryAfterSeconds: number;
  /** The chosen time was taken meanwhile: the page offers the next free ones. */
  taken: boolean;
};

/** A posted form's fields, in order, as name and value (a name may repeat); a chosen file by its name only. */
export type TypedFields = [string, string][];

/** A failed answer's message per field, or none. */
export function answerErrors(answer: FormAnswer | undefined): Record<string, string> {
  return answer?.ok === false ? answer.errors : {};
}

/** A failed answer's message for the whole form, or "". */
export function answerFormError(answer: FormAnswer | undefined): string {
  return answer?.ok === false ? answer.formError : "";
}

/** What was typed into a form whose save failed without JavaScript, read as the form it was posted as; none otherwise. */
export function typedForm(answer: FormAnswer | undefined): URLSearchParams | undefined {
  return answer?.ok === false && answer.typed ? new URLSearchParams(answer.typed) : undefined;
}
