import { useId } from "react";
import type { VisitsPoint } from "#core/analytics/insights/read-insights";
import { INSIGHTS_LABELS } from "#rules/analytics-insights";
import { FigureBox, formatCount } from "./figure-table";

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const longDayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** "Mar 3" for a day, "Mar 2026" for a month. */
export function pointLabel(point: Pick<VisitsPoint, "day" | "period">, long = false): string {
  const date = new Date(`${point.day}T12:00:00Z`);
  if (point.period === "month") return monthFormat.format(date);
  return (long ? longDayFormat : dayFormat).format(date);
}

/** A round top for the scale: 1, 2, 5 or 10 times a power of ten, at least the highest figure. */
function scaleTop(highest: number): number {
  if (highest <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(highest));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= highest) ?? 10;
  return step * power;
}

/** One sentence a screen reader hears for the chart: the totals and the busiest point. */
function summaryOf(points: VisitsPoint[]): string {
  if (points.length === 0) return "No figures for this range.";
  const people = points.reduce((sum, point) => sum + point.visitors, 0);
  const views = points.reduce((sum, point) => sum + point.views, 0);
  const first = points[0] as VisitsPoint;
  const last = points[points.length - 1] as VisitsPoint;
  const range = `From ${pointLabel(first, true)} to ${pointLabel(last, true)}`;
  if (views === 0) return `${range}: no visits were counted.`;
  const busiest = points.reduce((best, point) => (point.visitors > best.visitors ? point : best), first);
  const unit = busiest.period === "month" ? "month" : "day";
  return `${range}: ${formatCount(people)} people and ${formatCount(views)} page views. The busiest ${unit} was ${pointLabel(busiest, true)}, with ${formatCount(busiest.visitors)} people.`;
}

const WIDTH = 600;
const HEIGHT = 200;

/**
 * Page views as bars and people as a line, drawn as SVG of our own (no chart
 * library), stretched to the box's width; the scale and dates are HTML, so
 * they stay readable on a phone. The figures are also a table below it.
 */
export function VisitsChart({ points }: { points: VisitsPoint[] }) {
  const id = useId();
  const top = scaleTop(Math.max(0, ...points.map((point) => point.views)));
  const slot = WIDTH / Math.max(points.length, 1);
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  const line = points
    .map((point, index) => `${index === 0 ? "M" : "L"}${(index + 0.5) * slot},${y(point.visitors)}`)
    .join(" ");
  const summary = summaryOf(points);
  const first = points[0];
  const middle = points[Math.floor(points.length / 2)];
  const last = points[points.length - 1];
  const unit = points.some((point) => point.period === "day") ? "Day" : "Month";
  return (
    <div className="mt-4">
      <figure>
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-soft" aria-hidden="true">
          <li className="flex items-center gap-2">
            <span className="inline-block h-3 w-4 rounded-sm bg-brand/25" /> Page views
          </li>
          <li className="flex items-center gap-2">
            <span className="inline-block h-1 w-4 rounded-full bg-accent" /> People
          </li>
        </ul>
        <div className="mt-2 flex gap-2">
          <div
            className="flex h-[200px] w-10 shrink-0 flex-col justify-between text-right text-xs text-ink-soft"
            aria-hidden="true"
          >
            <span className="-mt-2">{formatCount(top)}</span>
            <span>{formatCount(top / 2)}</span>
            <span className="-mb-2">0</span>
          </div>
          <div className="min-w-0 flex-1">
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              className="block h-[200px] w-full overflow-visible border-b border-l border-line"
              role="img"
              aria-labelledby={`${id}-title`}
              aria-describedby={`${id}-desc`}
            >
              <title id={`${id}-title`}>People and page views over time</title>
              <desc id={`${id}-desc`}>{summary}</desc>
              {[0.5, 0].map((share) => (
                <line
                  key={share}
                  x1={0}
                  x2={WIDTH}
                  y1={HEIGHT * share}
                  y2={HEIGHT * share}
                  className="stroke-line"
                  strokeDasharray="4 4"
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              {points.map((point, index) => (
                <rect
                  key={point.day}
                  x={index * slot + slot * 0.15}
                  width={slot * 0.7}
                  y={y(point.views)}
                  height={HEIGHT - y(point.views)}
                  className="fill-brand/25"
                />
              ))}
              <path
                d={line}
                fill="none"
                className="stroke-accent"
                strokeWidth={2.5}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            </svg>
            {first && middle && last ? (
              <div className="mt-1 flex justify-between gap-2 text-xs text-ink-soft" aria-hidden="true">
                <span>{pointLabel(first)}</span>
                {points.length > 2 ? <span>{pointLabel(middle)}</span> : null}
                <span>{pointLabel(last)}</span>
              </div>
            ) : null}
          </div>
        </div>
        <figcaption className="mt-3 text-sm text-ink-soft">{summary}</figcaption>
      </figure>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-brand underline underline-offset-4">
          The figures as a table
        </summary>
        <FigureBox label={INSIGHTS_LABELS.table} className="mt-2 max-h-96 overflow-y-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">People and page views per {unit.toLowerCase()}</caption>
            <thead className="sticky top-0 bg-paper text-ink-soft">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {unit}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  People
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Page views
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {points.map((point) => (
                <tr key={point.day}>
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {pointLabel(point, true)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(point.visitors)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(point.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </FigureBox>
      </details>
    </div>
  );
}
