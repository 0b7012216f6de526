import type { CSSProperties, ReactNode } from "react";

/** Small pieces the back office's lists share: badges, the table frame, row action styles. */

const BADGE_TONES = {
  neutral: "bg-paper text-ink-soft border-line",
  brand: "bg-brand-light text-brand-dark border-brand/30",
  accent: "bg-accent-light text-ink border-accent/40",
} as const;

export function Badge({ tone = "neutral", children }: { tone?: keyof typeof BADGE_TONES; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${BADGE_TONES[tone]}`}>
      {children}
    </span>
  );
}

/**
 * The custom properties that name each column for the stacked layout on
 * phones (`.admin-table` in app.css): `--cell-label-N` is heading N as a CSS
 * string. The Actions column goes without one: its buttons say what they do.
 */
export function cellLabels(headings: string[], firstColumn = 1): CSSProperties {
  return Object.fromEntries(
    headings.flatMap((heading, index) =>
      heading === "Actions" ? [] : [[`--cell-label-${index + firstColumn}`, JSON.stringify(heading)]],
    ),
  );
}

/**
 * A list's table: headings, then the rows given as children. On a wide screen
 * a table (scrolling sideways if it must); on a phone each row is a card with
 * every cell under its column's name and the actions in full view, by CSS alone,
 * so the page the server sends is right at any width.
 */
export function AdminTable({
  caption,
  headings,
  leadingHeading,
  widthClass,
  columnWidths,
  children,
}: {
  /** Names the table for screen readers. */
  caption?: string;
  headings: string[];
  /** A first heading cell that is not text, e.g. a select-all checkbox. */
  leadingHeading?: ReactNode;
  /** A Tailwind min-width class for wide screens, e.g. "min-w-[48rem]"; phones stack the rows instead. */
  widthClass: string;
  /**
   * Width classes per heading (an empty string for the column that takes the
   * rest): the table then keeps to them instead of sizing columns by their
   * longest line, so one wide column can hold the text that matters.
   */
  columnWidths?: string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-white">
      <table
        className={`admin-table w-full text-left text-sm ${widthClass} ${columnWidths ? "table-fixed" : ""}`}
        style={cellLabels(headings, leadingHeading ? 2 : 1)}
      >
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="border-b border-line bg-paper text-ink-soft">
          <tr>
            {leadingHeading ? (
              <th scope="col" className="w-10 px-4 py-3">
                {leadingHeading}
              </th>
            ) : null}
            {headings.map((heading, index) => (
              <th key={heading} scope="col" className={`px-4 py-3 font-semibold ${columnWidths?.[index] ?? ""}`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

export const actionLinkClass =
  "rounded-full border border-line px-3 py-1 text-sm font-semibold text-ink hover:border-brand hover:text-brand disabled:opacity-60";
export const dangerButtonClass =
  "rounded-full border border-accent/50 bg-white px-3 py-1 text-sm font-semibold text-error hover:bg-accent-light";
