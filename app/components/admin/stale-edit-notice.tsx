import { useRef } from "react";
import { useLoaderData, useLocation } from "react-router";
import { useHydrated } from "#app/components/use-hydrated";
import { EDIT_VERSION_FIELD, OVERWRITE_FIELD, STALE_EDIT_MESSAGES } from "#rules/edit-version";

const ALERT = "rounded-lg bg-accent-light px-4 py-3 font-medium text-accent";

/**
 * The top of an editor's form, the same on every editor: the hidden field with
 * the version the form was opened at (the page loader's `editVersion`, or
 * `version` where one page edits several rows; after a save refused without
 * JavaScript, the one its form was opened at, carried back in `typed`), and
 * the message about the whole form. When the save was refused because someone saved after the form
 * was opened (`stale`), the message says who and when, and offers to reload
 * their version or to save over it knowingly; what was typed stays in the form
 * (docs/decisions/052-stale-saves-are-refused.md).
 */
export function StaleEditNotice({
  formError,
  stale,
  version,
  typed,
}: {
  formError: string;
  stale: boolean;
  version?: number;
  typed?: URLSearchParams;
}) {
  // The page's own loader, whichever editor this is in: its `editVersion` when it has one.
  const loaded: unknown = useLoaderData();
  const loadedVersion =
    typeof loaded === "object" && loaded !== null && "editVersion" in loaded && typeof loaded.editVersion === "number"
      ? loaded.editVersion
      : undefined;
  const opened = typed?.get(EDIT_VERSION_FIELD) ?? version ?? loadedVersion;
  const overwrite = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  return (
    <>
      {opened === undefined ? null : <input type="hidden" name={EDIT_VERSION_FIELD} value={opened} />}
      {formError && !stale ? (
        <p role="alert" className={ALERT}>
          {formError}
        </p>
      ) : null}
      {formError && stale ? (
        <div role="alert" className={ALERT}>
          <p>{formError}</p>
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <input ref={overwrite} type="hidden" name={OVERWRITE_FIELD} defaultValue="" />
            {/* With scripts, a plain button: Enter in a field must not save over the newer version. */}
            <button
              type={hydrated ? "button" : "submit"}
              name={hydrated ? undefined : OVERWRITE_FIELD}
              value={hydrated ? undefined : "1"}
              onClick={(event) => {
                if (!hydrated || !overwrite.current) return;
                overwrite.current.value = "1";
                event.currentTarget.form?.requestSubmit();
              }}
              className="rounded-full bg-accent px-5 py-2 font-semibold text-white"
            >
              {STALE_EDIT_MESSAGES.overwrite}
            </button>
            <a href={`${pathname}${search}`} className="font-semibold text-accent underline">
              {STALE_EDIT_MESSAGES.reload}
            </a>
          </div>
        </div>
      ) : null}
    </>
  );
}

/** Whether a form's answer is a save refused as stale (answerFailure marks it `stale`). */
export function isStaleAnswer(answer: unknown): boolean {
  return typeof answer === "object" && answer !== null && (answer as { stale?: unknown }).stale === true;
}
