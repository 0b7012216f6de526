import { Form } from "react-router";
import { AVAILABILITY_PATH } from "#app/lib/admin-paths";
import { formatClassDate } from "#app/lib/format";
import { PREVIEW_DAYS } from "./preview-days";
import { smallButtonClass, timeInputClass } from "./weekly-hours";

export type SlotsPreviewData = {
  types: { id: string; name: string }[];
  chosen: string | null;
  /** The days with open times, each time as the business's clock shows it. */
  days: { date: string; times: string[] }[];
  /** Months whose new-client places are all taken, so their times are left out. */
  fullMonths: string[];
};

/** The open times a visitor would see for one active session type over the next two weeks. */
export function SlotsPreview({ preview, zone }: { preview: SlotsPreviewData; zone: string }) {
  if (preview.types.length === 0)
    return <p className="text-ink-soft">No session type is active yet, so nothing can be booked.</p>;
  return (
    <div className="space-y-4">
      <Form method="get" action={AVAILABILITY_PATH} preventScrollReset className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="preview" className="block text-sm font-semibold text-ink">
            Session type
          </label>
          <select
            id="preview"
            name="preview"
            defaultValue={preview.chosen ?? ""}
            className={`${timeInputClass} border-line`}
          >
            {preview.types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${smallButtonClass} py-2`}>
          Show times
        </button>
      </Form>
      {preview.fullMonths.length > 0 ? (
        <p className="text-ink-soft">
          New-client places are all taken in {preview.fullMonths.join(", ")}: those times are not offered.
        </p>
      ) : null}
      {preview.days.length === 0 ? (
        <p className="rounded-lg border border-line bg-paper px-4 py-3 text-ink">
          No open times in the next {PREVIEW_DAYS} days. Check the weekly hours above, and the session type's notice and
          how far ahead it can be booked.
        </p>
      ) : (
        <ul aria-label={`Open times in ${zone}`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {preview.days.map((day) => (
            <li key={day.date} className="rounded-xl border border-line bg-white p-4">
              <h3 className="font-semibold text-ink">{formatClassDate(day.date)}</h3>
              <p className="mt-1 text-sm text-ink-soft">{day.times.join(", ")}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
