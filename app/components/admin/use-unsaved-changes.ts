import { useEffect } from "react";
import { useBlocker } from "react-router";
import { ADMIN_FORM_MESSAGES } from "#rules/admin-form";
import { forgetOpenDrafts } from "./form-draft";
import { useUnsavedWork } from "./unsaved-work";

/**
 * Asks before leaving a form with unsaved changes: for links inside the app
 * and for closing or reloading the tab. Submitting the form itself is not blocked.
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  useUnsavedWork(dirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      dirty && historyAction !== "REPLACE" && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(ADMIN_FORM_MESSAGES.unsavedChanges)) {
      forgetOpenDrafts();
      blocker.proceed();
    } else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}
