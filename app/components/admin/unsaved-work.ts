import { useEffect } from "react";

/**
 * Which parts of the page hold typed work that is not saved yet, so the
 * inactivity timer can keep the page (and ask for the password in place)
 * instead of leaving for the sign-in page.
 */
const unsaved = new Set<symbol>();

export function hasUnsavedWork(): boolean {
  return unsaved.size > 0;
}

export function useUnsavedWork(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const mark = Symbol("unsaved");
    unsaved.add(mark);
    return () => {
      unsaved.delete(mark);
    };
  }, [dirty]);
}
