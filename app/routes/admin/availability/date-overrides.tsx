import { Link } from "react-router";
import { AdminForm } from "#app/components/admin/admin-form";
import { AdminTable } from "#app/components/admin/admin-table";
import { TextField } from "#app/components/form-field";
import { AVAILABILITY_PATH } from "#app/lib/admin-paths";
import { formatClassDate } from "#app/lib/format";
import type { AvailabilityOverride } from "#core/bookings/list-availability-overrides";
import {
  AVAILABILITY_LIMITS,
  AVAILABILITY_WORDS,
  OVERRIDE_RANGE_FIELDS,
  overrideRangeLabel,
  rangeWords,
} from "#rules/availability";
import type { ClockRange } from "#rules/booking-data";
import { RangeInputs, smallButtonClass } from "./weekly-hours";

const cell = "px-4 py-3";

export function hoursWords(ranges: readonly ClockRange[]): string {
  return ranges.length === 0 ? "Day off" : ranges.map(rangeWords).join(", ");
}

function OverrideRows({ overrides, removable }: { overrides: AvailabilityOverride[]; removable: boolean }) {
  return (
    <>
      {overrides.map((override) => {
        const day = formatClassDate(override.date);
        return (
          <tr key={override.date}>
            <td className={`${cell} font-semibold text-ink`}>{day}</td>
            <td className={cell}>{hoursWords(override.ranges)}</td>
            <td className={cell}>{override.note}</td>
            {removable ? (
              <td className={cell}>
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`${AVAILABILITY_PATH}?date=${override.date}#override-form`}
                    aria-label={`Edit ${day}`}
                    className={smallButtonClass}
                  >
                    Edit
                  </Link>
                  <AdminForm>
                    <input type="hidden" name="intent" value="delete-override" />
                    <input type="hidden" name="date" value={override.date} />
                    <button type="submit" aria-label={`Remove the change for ${day}`} className={smallButtonClass}>
                      Remove
                    </button>
                  </AdminForm>
                </div>
              </td>
            ) : null}
          </tr>
        );
      })}
    </>
  );
}

/** The dates with hours of their own: upcoming ones to edit or remove, past ones kept for the record. */
export function DateOverrideList({
  upcoming,
  past,
}: {
  upcoming: AvailabilityOverride[];
  past: AvailabilityOverride[];
}) {
  return (
    <>
      {upcoming.length === 0 ? (
        <p className="text-ink-soft">No upcoming date has hours of its own.</p>
      ) : (
        <AdminTable
          widthClass="min-w-[36rem]"
          caption="Upcoming dates with their own hours"
          headings={["Date", "Hours", "Note", "Actions"]}
        >
          <OverrideRows overrides={upcoming} removable />
        </AdminTable>
      )}
      {past.length > 0 ? (
        <details className="mt-4">
          <summary className="cursor-pointer font-semibold text-ink">Past dates ({past.length})</summary>
          <div className="mt-3">
            <AdminTable
              widthClass="min-w-[30rem]"
              caption="Past dates with their own hours"
              headings={["Date", "Hours", "Note"]}
            >
              <OverrideRows overrides={past} removable={false} />
            </AdminTable>
          </div>
        </details>
      ) : null}
    </>
  );
}

/** The form that gives one date a day off or hours of its own; filled with an override when editing it. */
export function DateOverrideForm({
  editing,
  today,
  errors,
  formError,
}: {
  editing: AvailabilityOverride | null;
  today: string;
  errors: Record<string, string>;
  formError: string;
}) {
  const ranges = Array.from(
    { length: AVAILABILITY_LIMITS.overrideRanges },
    (_, index) => editing?.ranges[index] ?? { start: "", end: "" },
  );
  const dayOff = editing ? editing.ranges.length === 0 : true;
  return (
    <AdminForm
      key={editing?.date ?? "new"}
      id="override-form"
      noValidate
      className="space-y-5 rounded-2xl border border-line bg-white p-6"
      aria-labelledby="override-form-heading"
    >
      <h3 id="override-form-heading" className="font-display text-xl font-bold">
        {editing ? `Change ${formatClassDate(editing.date)}` : "Change one date"}
      </h3>
      {formError ? (
        <p role="alert" className="rounded-lg border border-accent bg-accent-light px-4 py-3 text-ink">
          {formError}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="override" />
      <TextField
        id="override-date"
        name="date"
        label={AVAILABILITY_WORDS.date}
        type="date"
        min={today}
        required
        defaultValue={editing?.date ?? ""}
        error={errors.date}
      />
      <fieldset aria-describedby={errors.ranges ? "override-ranges-error" : undefined}>
        <legend className="text-sm font-semibold text-ink">That day</legend>
        <div className="mt-2 space-y-2">
          <label className="flex items-center gap-3">
            <input type="radio" name="kind" value="off" defaultChecked={dayOff} className="h-5 w-5" />
            <span>Day off: nothing can be booked</span>
          </label>
          <label className="flex items-center gap-3">
            <input type="radio" name="kind" value="hours" defaultChecked={!dayOff} className="h-5 w-5" />
            <span>Different hours, in place of the week's:</span>
          </label>
        </div>
        <ol className="mt-3 space-y-3">
          {ranges.map((range, index) => (
            // Fixed rows, so the form works without JavaScript; rows left empty are not saved.
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed places, never reordered
            <li key={index}>
              <RangeInputs
                idPrefix={`override-${index}`}
                names={OVERRIDE_RANGE_FIELDS}
                range={range}
                label={overrideRangeLabel(index)}
                error={errors.ranges}
              />
            </li>
          ))}
        </ol>
        {errors.ranges ? (
          <p id="override-ranges-error" className="mt-2 text-sm font-medium text-error">
            {errors.ranges}
          </p>
        ) : null}
      </fieldset>
      <TextField
        id="override-note"
        name="note"
        label={AVAILABILITY_WORDS.note}
        maxLength={AVAILABILITY_LIMITS.noteMax}
        defaultValue={editing?.note ?? ""}
        error={errors.note}
      />
      <div className="flex flex-wrap justify-end gap-3">
        {editing ? (
          <Link to={AVAILABILITY_PATH} className="rounded-full border border-line px-5 py-2 font-semibold text-ink">
            Cancel
          </Link>
        ) : null}
        <button type="submit" className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
          {AVAILABILITY_WORDS.saveDate}
        </button>
      </div>
    </AdminForm>
  );
}
