import { useEffect } from "react";
import { useNavigate } from "react-router";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { SAVE_REDIRECT_DELAY_MS } from "#rules/admin-form";
import { useAdminToast } from "./toasts";

/**
 * After a save: the success toast, then the way back after 1.5 s (decision 011).
 * Returns whether the save succeeded, so the form can stay disabled meanwhile.
 */
export function useSaveResult(result: FormAnswer | undefined): boolean {
  const showToast = useAdminToast();
  const navigate = useNavigate();

  useEffect(() => {
    if (!result?.ok) return;
    showToast(result.message, "success", result.undo);
    const to = result.redirectTo;
    if (!to) return;
    const timer = setTimeout(() => navigate(to), SAVE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, showToast, navigate]);

  return result?.ok === true;
}
