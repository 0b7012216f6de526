import { type ReactNode, useId, useRef, useState } from "react";

/**
 * An editable list of rows (what you get, agenda, testimonials). It always
 * keeps one row: the remove button is disabled when only one is left. Inputs
 * are named the same in every row and read back by position.
 */
export function RowList<Row>({
  legend,
  initial,
  blank,
  addLabel,
  rowLabel,
  error,
  onEdit,
  children,
}: {
  legend: string;
  initial: Row[];
  blank: Row;
  addLabel: string;
  /** Names a row for its remove button, e.g. "agenda item 2". */
  rowLabel: (index: number) => string;
  error?: string;
  /** Called when a row is added or removed. */
  onEdit?: () => void;
  children: (row: Row, index: number) => ReactNode;
}) {
  const nextKey = useRef(0);
  const keyed = (row: Row) => ({ key: nextKey.current++, row });
  const [rows, setRows] = useState(() => (initial.length > 0 ? initial : [blank]).map(keyed));
  const errorId = useId();

  return (
    <fieldset className="rounded-xl border border-line p-4" aria-describedby={error ? errorId : undefined}>
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      <ol className="space-y-3">
        {rows.map(({ key, row }, index) => (
          <li key={key} className="flex items-start gap-3">
            <div className="min-w-0 flex-1">{children(row, index)}</div>
            <button
              type="button"
              onClick={() => {
                onEdit?.();
                setRows((current) => current.filter((item) => item.key !== key));
              }}
              disabled={rows.length === 1}
              aria-label={`Remove ${rowLabel(index + 1)}`}
              className="mt-6 rounded-full border border-line px-3 py-1 text-sm font-semibold text-ink hover:border-accent disabled:cursor-not-allowed disabled:opacity-40"
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => {
          onEdit?.();
          setRows((current) => [...current, keyed(blank)]);
        }}
        className="mt-3 rounded-full border border-brand px-4 py-1 text-sm font-semibold text-brand hover:bg-brand-light"
      >
        {addLabel}
      </button>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-accent">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
