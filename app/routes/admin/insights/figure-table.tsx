import type { ReactNode } from "react";
import type { FunnelRow, PageFigures, Ranked } from "#core/analytics/insights/read-insights";
import {
  ANALYTICS_CONVERSIONS,
  CONVERSION_LABELS,
  conversionRate,
  isPagePath,
  UNKNOWN_PAGE,
  valueLabel,
} from "#rules/analytics-insights";

/** A page's path as code; the pages counted together, or none, in words. */
export function pathName(value: string): ReactNode {
  if (!isPagePath(value)) return value === "" ? UNKNOWN_PAGE : valueLabel(value);
  return <code className="font-mono text-sm">{value}</code>;
}

/** A box that scrolls sideways (or down) on its own, so the page never does; keyboard users can scroll it too. */
export function FigureBox({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus to be scrolled by keyboard.
    // biome-ignore lint/a11y/useSemanticElements: a named box around a table, not a set of form fields.
    <div role="group" tabIndex={0} aria-label={label} className={`rounded-xl border border-line bg-white ${className}`}>
      {children}
    </div>
  );
}

const number = new Intl.NumberFormat("en-US");

export function formatCount(value: number): string {
  return number.format(value);
}

const th = "px-3 py-2 align-bottom font-semibold";
const td = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

/** A table of figures: the first column names the row, the others are counts. */
function FigureTable({
  caption,
  headings,
  empty,
  rows,
}: {
  caption: string;
  headings: string[];
  empty: string;
  rows: { key: string; name: ReactNode; figures: string[] }[];
}) {
  if (rows.length === 0) return <p className="mt-2 text-ink-soft">{empty}</p>;
  return (
    <FigureBox label={caption} className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-paper text-ink-soft">
          <tr>
            {headings.map((heading, index) => (
              <th key={heading} scope="col" className={index === 0 ? th : `${th} text-right`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="max-w-[16rem] px-3 py-2 font-normal break-words">
                {row.name}
              </th>
              {row.figures.map((figure, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                <td key={index} className={td}>
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </FigureBox>
  );
}

export function PagesTable({ pages }: { pages: PageFigures[] }) {
  return (
    <FigureTable
      caption="Most viewed pages"
      headings={["Page", "Page views", "People"]}
      empty="No pages were viewed in this range."
      rows={pages.map((page) => ({
        key: page.path,
        name: pathName(page.path),
        figures: [formatCount(page.views), formatCount(page.visitors)],
      }))}
    />
  );
}

/** Visitors per value, with each value's share of them all. */
export function RankedTable({
  caption,
  heading,
  empty,
  rows,
  label = valueLabel,
}: {
  caption: string;
  heading: string;
  empty: string;
  rows: Ranked[];
  label?: (value: string) => string;
}) {
  const all = rows.reduce((sum, row) => sum + row.visitors, 0);
  return (
    <FigureTable
      caption={caption}
      headings={[heading, "People", "Share"]}
      empty={empty}
      rows={rows.map((row) => ({
        key: row.value,
        name: label(row.value),
        figures: [formatCount(row.visitors), all === 0 ? "–" : `${Math.round((row.visitors / all) * 100)}%`],
      }))}
    />
  );
}

/** What each source, campaign or landing page brought: people, then messages, bookings, registrations and signups. */
export function FunnelTable({
  caption,
  heading,
  empty,
  rows,
  label,
}: {
  caption: string;
  heading: string;
  empty: string;
  rows: FunnelRow[];
  label: (value: string) => ReactNode;
}) {
  return (
    <FigureTable
      caption={caption}
      headings={[heading, "People", ...ANALYTICS_CONVERSIONS.map((kind) => CONVERSION_LABELS[kind]), "Rate"]}
      empty={empty}
      rows={rows.map((row) => ({
        key: row.value,
        name: label(row.value),
        figures: [
          formatCount(row.visitors),
          ...ANALYTICS_CONVERSIONS.map((kind) => formatCount(row.conversions[kind])),
          conversionRate(row.people, row.visitors),
        ],
      }))}
    />
  );
}
