import type { ReactNode } from "react";

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

/** A list's table: headings, then the rows given as children; scrolls sideways on narrow screens. */
export function AdminTable({
  caption,
  headings,
  widthClass,
  children,
}: {
  /** Names the table for screen readers. */
  caption?: string;
  headings: string[];
  /** A Tailwind min-width class, e.g. "min-w-[48rem]". */
  widthClass: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-white">
      <table className={`w-full text-left text-sm ${widthClass}`}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="border-b border-line bg-paper text-ink-soft">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
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
  "rounded-full border border-accent/50 px-3 py-1 text-sm font-semibold text-accent hover:bg-accent-light";
