import type { ReactNode } from "react";
import { Link } from "react-router";

/** A dashboard tab's heading (the section is labelled by it) with its New button. */
export function TabHeading({
  title,
  newLabel,
  newTo,
  children,
}: {
  title: string;
  newLabel: string;
  newTo: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h2 id="tab-heading" className="font-display text-2xl font-bold">
        {title}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        {children}
        <Link to={newTo} className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
          {newLabel}
        </Link>
      </div>
    </div>
  );
}
