import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useLocation, useSubmit } from "react-router";

type FilterOption = { value: string; label: string };
type ListFilter = { name: string; label: string; options: FilterOption[] };

const SEARCH_DELAY_MS = 300;
const controlClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-none focus-visible:outline-3 focus-visible:outline-accent";

/**
 * Search box and filters of a list, as a GET form: the address holds the
 * state, so a filtered list can be bookmarked or reloaded. With JavaScript it
 * submits as the admin types; without, with the Search button. Query
 * parameters it does not own (such as the dashboard's tab) are kept, the page
 * number is not.
 */
export function ListFilters({
  searchLabel = "Search",
  searchPlaceholder,
  filters,
  keep = [],
}: {
  searchLabel?: string;
  searchPlaceholder?: string;
  filters: ListFilter[];
  /** Query parameters to carry over, e.g. ["tab"]. */
  keep?: string[];
}) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (form: HTMLFormElement, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), delay);
  };

  return (
    <Form
      method="get"
      role="search"
      onChange={(event) => send(event.currentTarget, event.target instanceof HTMLInputElement ? SEARCH_DELAY_MS : 0)}
      className="flex flex-wrap items-end gap-3"
    >
      {keep.map((name) => {
        const value = params.get(name);
        return value === null ? null : <input key={name} type="hidden" name={name} value={value} />;
      })}
      <label className="min-w-56 flex-1 text-sm font-semibold text-ink">
        {searchLabel}
        <input
          type="search"
          name="q"
          defaultValue={params.get("q") ?? ""}
          placeholder={searchPlaceholder}
          className={controlClass}
        />
      </label>
      {filters.map((filter) => (
        <label key={filter.name} className="text-sm font-semibold text-ink">
          {filter.label}
          <select name={filter.name} defaultValue={params.get(filter.name) ?? "all"} className={controlClass}>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit" className="rounded-full border border-line bg-white px-5 py-2 font-semibold text-ink">
        Search
      </button>
    </Form>
  );
}

/** Options for a status filter: "all" first, then the given values with their labels. */
export function statusOptions(values: readonly string[], labels: Record<string, string> = {}): FilterOption[] {
  return [
    { value: "all", label: "All" },
    ...values.map((value) => ({ value, label: labels[value] ?? value[0]?.toUpperCase() + value.slice(1) })),
  ];
}

export function StatCards({ stats }: { stats: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border border-line bg-white px-4 py-3">
          <dt className="text-sm font-semibold text-ink-soft">{stat.label}</dt>
          <dd className="mt-1 font-display text-2xl font-bold text-ink">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function EmptyState({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-line px-6 py-12 text-center">
      <p className="font-display text-xl font-bold text-ink">{title}</p>
      {hint ? <p className="mt-2 text-ink-soft">{hint}</p> : null}
      {children ? <div className="mt-4">{children}</div> : null}
    </div>
  );
}

/** Previous and next links that keep the current search and filters. */
export function Pagination({ page, pageCount, total }: { page: number; pageCount: number; total: number }) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `?${params}`;
  };
  const linkClass = "rounded-full border border-line bg-white px-4 py-2 font-semibold text-ink hover:border-brand";
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-soft">
        Page {page} of {pageCount} ({total} in all)
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={hrefFor(page - 1)} preventScrollReset className={linkClass}>
            Previous
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={hrefFor(page + 1)} preventScrollReset className={linkClass}>
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
