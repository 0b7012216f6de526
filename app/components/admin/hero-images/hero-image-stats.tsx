import { StatCards } from "#app/components/admin/list-controls";
import type { HeroImageUsageStats } from "#core/hero-images/get-hero-image-usage-stats";
import { HERO_PAGE_ASSIGNMENTS, HERO_PAGES } from "#rules/allowed-values";
import { formatFileSize, HERO_PAGE_COUNT, HERO_PAGE_LABELS } from "#rules/hero-image";

/** The four stat cards and the Page Coverage grid. */
export function HeroImageStats({ stats }: { stats: HeroImageUsageStats }) {
  return (
    <>
      <StatCards
        stats={[
          { label: "Total Images", value: stats.total },
          { label: "Active Images", value: stats.active },
          { label: "Pages Covered", value: `${stats.pagesCovered}/${HERO_PAGE_COUNT}` },
          { label: "Storage Used", value: formatFileSize(stats.totalBytes) },
        ]}
      />
      <section aria-labelledby="page-coverage" className="mt-6 rounded-2xl border border-line bg-white p-5">
        <h2 id="page-coverage" className="font-display text-lg font-bold">
          Page Coverage
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {[...HERO_PAGES, HERO_PAGE_ASSIGNMENTS[0]].map((page) => {
            const { count, active } = stats.byPage[page];
            const covered = page !== "unassigned" && active > 0;
            return (
              <li
                key={page}
                aria-label={`${HERO_PAGE_LABELS[page]}: ${count} ${count === 1 ? "image" : "images"}, ${active} active`}
                className={`rounded-xl border px-3 py-2 ${covered ? "border-brand bg-brand-light" : "border-line bg-paper"}`}
              >
                <p className="font-semibold text-ink">{HERO_PAGE_LABELS[page]}</p>
                <p className="text-sm text-ink-soft">
                  {count} {count === 1 ? "image" : "images"}
                </p>
                <p className={`text-sm ${covered ? "font-semibold text-brand-dark" : "text-ink-soft"}`}>
                  {active} active
                </p>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
