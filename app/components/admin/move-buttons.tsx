import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { AdminFormFields } from "./admin-form";
import { actionLinkClass } from "./admin-table";
import { useResultToast } from "./tabs/list-tab";

type Direction = "up" | "down";

/**
 * Up and down for a row of an ordered list (team members, FAQ questions),
 * posted with `fields` to `action`. Focus stays on the moved row's button once
 * the list has reloaded in its new order; at the top or bottom, where that
 * button is off, it goes to the other one.
 */
export function MoveButtons({
  action,
  fields,
  label,
  first,
  last,
}: {
  action: string;
  fields: Record<string, string>;
  /** Names a button for screen readers, e.g. `Move Jane up`. */
  label: (direction: Direction) => string;
  first: boolean;
  last: boolean;
}) {
  const fetcher = useFetcher();
  const showResult = useResultToast();
  const buttons = useRef<Record<Direction, HTMLButtonElement | null>>({ up: null, down: null });
  const moved = useRef<Direction | null>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.data !== undefined) showResult(fetcher.data);
  }, [fetcher.data, showResult]);

  useEffect(() => {
    if (busy || !moved.current) return;
    const direction = moved.current;
    moved.current = null;
    const still = direction === "up" ? !first : !last;
    buttons.current[still ? direction : direction === "up" ? "down" : "up"]?.focus();
  }, [busy, first, last]);

  return (
    <fetcher.Form
      method="post"
      action={action}
      className="flex gap-1"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const direction = submitter instanceof HTMLButtonElement ? submitter.value : "";
        if (busy) event.preventDefault();
        else if (direction === "up" || direction === "down") moved.current = direction;
      }}
    >
      <AdminFormFields />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {(["up", "down"] as const).map((direction) => (
        <button
          key={direction}
          ref={(element) => {
            buttons.current[direction] = element;
          }}
          type="submit"
          name="direction"
          value={direction}
          // Not disabled while the move is sent: a disabled button would lose the focus.
          disabled={direction === "up" ? first : last}
          aria-disabled={busy || undefined}
          aria-label={label(direction)}
          className={`${actionLinkClass} disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:opacity-40`}
        >
          {direction === "up" ? "↑" : "↓"}
        </button>
      ))}
    </fetcher.Form>
  );
}
