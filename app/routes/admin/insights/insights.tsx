import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { faultStatus } from "#app/lib/admin-action.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { readInsightsRange } from "#core/analytics/insights/insights-range";
import { readCountingSettings } from "#core/analytics/insights/read-counting-settings";
import { readInsights } from "#core/analytics/insights/read-insights";
import { todayIn } from "#core/dates";
import { WHAT_THIS_SITE_COUNTS_PATH } from "#rules/analytics";
import {
  ANALYTICS_CONVERSIONS,
  CONVERSION_LABELS,
  COUNTRY_DATA_CREDIT,
  conversionRate,
  conversionsInWords,
  countryLabel,
  deviceLabel,
  INSIGHTS_DEFAULT_DAYS,
  INSIGHTS_LABELS,
  INSIGHTS_MESSAGES,
  INSIGHTS_RANGES,
  INSIGHTS_TEXTS,
  insightsRangeLabel,
  sourceLabel,
  valueLabel,
} from "#rules/analytics-insights";
import type { Route } from "./+types/insights";
import { FunnelTable, formatCount, PagesTable, pathName, RankedTable } from "./figure-table";
import { pointLabel, VisitsChart } from "./visits-chart";

export function meta() {
  return [{ title: "Insights · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const today = todayIn(context.siteSettings.timeZone);
  const { range, error, typed } = readInsightsRange(new URL(request.url).searchParams, today);
  try {
    const [insights, counting] = await Promise.all([
      readInsights({ db: context.db, range }),
      readCountingSettings({ db: context.db }),
    ]);
    return { insights, counting, error, typed, today };
  } catch (fault) {
    throw data(
      { error: INSIGHTS_MESSAGES.loadFailed },
      { status: faultStatus(context, fault, "the visit figures could not be loaded") },
    );
  }
}

const linkClass = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";

function Section({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id={id} className="font-display text-2xl font-bold">
        {title}
      </h2>
      {note ? <p className="mt-1 text-sm text-ink-soft">{note}</p> : null}
      {children}
    </section>
  );
}

function Card({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4">
      <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-bold">{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-ink-soft">{detail}</dd> : null}
    </div>
  );
}

function RangePicker({
  preset,
  error,
  from,
  to,
  today,
}: {
  preset: number | null;
  error: string | null;
  from: string;
  to: string;
  today: string;
}) {
  return (
    <div className="mt-6 flex flex-wrap items-end gap-x-6 gap-y-4">
      <nav aria-label="Range">
        <ul className="flex flex-wrap gap-2">
          {INSIGHTS_RANGES.map((days) => {
            const current = preset === days;
            return (
              <li key={days}>
                <Link
                  to={`${ADMIN_PAGES.insights}?days=${days}`}
                  aria-current={current ? "page" : undefined}
                  className={`inline-block rounded-full border px-4 py-2 font-semibold ${current ? "border-brand bg-brand-light text-brand-dark" : "border-line bg-white text-ink hover:border-brand"}`}
                >
                  {insightsRangeLabel(days)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form method="get" action={ADMIN_PAGES.insights} className="flex flex-wrap items-end gap-3">
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="mb-1 text-sm font-semibold text-ink-soft">Or choose the dates</legend>
          {(
            [
              ["from", "From", from],
              ["to", "To", to],
            ] as const
          ).map(([name, label, value]) => (
            <label key={name} className="grid gap-1 text-sm font-semibold">
              {label}
              <input
                type="date"
                name={name}
                defaultValue={value}
                max={today}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "range-error" : undefined}
                className="rounded-lg border border-line bg-white px-3 py-2 font-normal"
              />
            </label>
          ))}
        </fieldset>
        <button type="submit" className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
          Show these dates
        </button>
      </Form>
      {error ? (
        <p id="range-error" role="alert" className="w-full font-semibold text-error">
          {error} {INSIGHTS_MESSAGES.showingInstead(INSIGHTS_DEFAULT_DAYS)}
        </p>
      ) : null}
    </div>
  );
}

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { insights, counting, error, typed, today } = loaderData;
  const { range, totals } = insights;
  const first = { day: range.from, period: "day" as const };
  const last = { day: range.to, period: "day" as const };
  return (
    <>
      <h1 className="font-display text-3xl font-bold">Insights</h1>
      <p className="mt-2 text-ink-soft">
        How many people visit your site, where they come from, and what brings messages, bookings, registrations and
        signups.
      </p>
      <p className="mt-2 text-sm text-ink-soft">
        These figures are a floor: people whose browser blocks scripts or asks not to be tracked are not counted.{" "}
        <a href={WHAT_THIS_SITE_COUNTS_PATH} className={linkClass}>
          What this site counts
        </a>
      </p>
      {counting.enabled ? null : (
        <p
          role="status"
          className="mt-4 rounded-xl border border-accent/40 bg-accent-light px-4 py-3 font-semibold text-ink"
        >
          Visit counting is off: new visits are not counted. The figures counted before stay here.{" "}
          <Link to={ADMIN_PAGES.visitCountingSettings} className="text-brand-dark underline underline-offset-4">
            Turn it on in Settings
          </Link>
        </p>
      )}
      <RangePicker
        preset={range.preset}
        error={error}
        from={error ? typed.from : range.from}
        to={error ? typed.to : range.to}
        today={today}
      />
      <p className="mt-6 font-semibold">
        {pointLabel(first, true)} to {pointLabel(last, true)}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Card label={INSIGHTS_LABELS.people} value={formatCount(totals.visitors)} detail="Counted once a day each" />
        <Card label={INSIGHTS_LABELS.pageViews} value={formatCount(totals.views)} />
        <Card
          label={INSIGHTS_LABELS.conversions}
          value={formatCount(totals.conversionsTotal)}
          detail={ANALYTICS_CONVERSIONS.map(
            (kind) => `${totals.conversions[kind]} ${CONVERSION_LABELS[kind].toLowerCase()}`,
          ).join(", ")}
        />
        <Card
          label={INSIGHTS_LABELS.rate}
          value={conversionRate(totals.convertedPeople, totals.visitors)}
          detail="Of the people, how many got in touch, booked, registered or signed up"
        />
      </dl>
      {totals.withoutVisitTotal > 0 ? (
        <p className="mt-3 text-sm text-ink-soft">
          {INSIGHTS_TEXTS.withoutVisit(conversionsInWords(totals.withoutVisit))}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6">
        <Section
          id="insights-chart"
          title="People and page views over time"
          note={
            insights.points.some((point) => point.period === "month")
              ? "Older figures are kept per month, so some bars are whole months."
              : undefined
          }
        >
          <VisitsChart points={insights.points} />
        </Section>
        <Section
          id="insights-sources"
          title="Where people came from"
          note="The site that sent them, or the campaign's source; what they did then, and the rate for every 100 people."
        >
          <FunnelTable
            caption="Where people came from, and what they did"
            heading="Came from"
            empty="Nobody was counted in this range."
            rows={insights.sources}
            label={sourceLabel}
          />
        </Section>
        <div className="grid min-w-0 gap-6 lg:grid-cols-2">
          <Section id="insights-pages" title="Most viewed pages">
            <PagesTable pages={insights.pages} />
          </Section>
          <Section id="insights-devices" title="Devices">
            <RankedTable
              caption="Devices"
              heading="Device"
              empty="No devices were counted in this range."
              rows={insights.devices}
              label={deviceLabel}
            />
          </Section>
          <Section id="insights-countries" title="Countries" note={COUNTRY_DATA_CREDIT}>
            <RankedTable
              caption="Countries"
              heading="Country"
              empty="No countries were counted in this range."
              rows={insights.countries}
              label={countryLabel}
            />
          </Section>
        </div>
        <Section
          id="insights-landing"
          title="First page seen"
          note="The page people arrived on, and what they did then."
        >
          <FunnelTable
            caption="First page seen, and what people did"
            heading="Page"
            empty="No visits began in this range."
            rows={insights.landingPages}
            label={pathName}
          />
        </Section>
        <Section
          id="insights-campaigns"
          title="Campaigns"
          note="Links you shared with a campaign name (utm_campaign), and what people did after following them."
        >
          <FunnelTable
            caption="Campaigns, and what people did"
            heading="Campaign"
            empty="No campaign links were followed in this range."
            rows={insights.campaigns}
            label={valueLabel}
          />
          <div className="mt-4 grid min-w-0 gap-4 lg:grid-cols-2">
            <RankedTable
              caption="Campaign sources (utm_source)"
              heading="Campaign source"
              empty="No campaign sources in this range."
              rows={insights.utmSources}
            />
            <RankedTable
              caption="Campaign media (utm_medium)"
              heading="Medium"
              empty="No campaign media in this range."
              rows={insights.utmMediums}
            />
          </div>
        </Section>
        <Section id="insights-referrers" title="Sites that linked here">
          <RankedTable
            caption="Sites that linked here"
            heading="Site"
            empty="No other site sent people in this range."
            rows={insights.referrers}
          />
        </Section>
      </div>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
