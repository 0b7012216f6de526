import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSubmit } from "react-router";
import { MIN_FILL_MS } from "#rules/form-guard";

/**
 * Holds a submit made sooner than the minimum fill time after the form was
 * shown (autofill is that fast) until the time has passed, as the other
 * visitor forms' script does, so a quick person is not asked to confirm.
 */
export function useMinimumFillTime() {
  const submit = useSubmit();
  const shownAt = useRef(0);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const remaining = MIN_FILL_MS.subscribe + 200 - (Date.now() - shownAt.current);
    if (remaining <= 0) return;
    event.preventDefault();
    if (waiting) return;
    const form = event.currentTarget;
    setWaiting(true);
    setTimeout(() => {
      setWaiting(false);
      submit(form, { method: "post" });
    }, remaining);
  }
  return { waiting, onSubmit };
}
