import { useRef, useState } from "react";
import { rangeFields, weekdayField, weeklyRangeLabel } from "#rules/availability";
import { type ClockRange, WEEKDAY_NAMES, WEEKDAYS, type Weekday, type WeeklyRange } from "#rules/booking-data";

export const timeInputClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand disabled:bg-paper";
export const smallButtonClass =
  "rounded-full border border-line px-3 py-1 text-sm font-semibold text-ink hover:border-accent disabled:cursor-not-allowed disabled:opacity-40";

type Row = ClockRange & { key: number };

/** One range's two time inputs, labelled for the day and the range's place in it. */
export function RangeInputs({
  idPrefix,
  names,
  range,
  label,
  error,
  onChange,
}: {
  idPrefix: string;
  names: { start: string; end: string };
  range: ClockRange;
  /** Tells screen readers which range this is, e.g. "Monday, range 2". */
  label: string;
  error?: string;
  onChange?: (range: ClockRange) => void;
}) {
  const border = error ? "border-accent" : "border-line";
  const controlled = onChange !== undefined;
  return (
    <div className="grid grid-cols-2 gap-3">
      <div>
        <label htmlFor={`${idPrefix}-start`} className="block text-sm font-semibold text-ink">
          From<span className="sr-only"> ({label})</span>
        </label>
        <input
          id={`${idPrefix}-start`}
          type="time"
          name={names.start}
          {...(controlled
            ? { value: range.start, onChange: (event) => onChange({ ...range, start: event.currentTarget.value }) }
            : { defaultValue: range.start })}
          className={`${timeInputClass} ${border}`}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-end`} className="block text-sm font-semibold text-ink">
          To<span className="sr-only"> ({label})</span>
        </label>
        <input
          id={`${idPrefix}-end`}
          type="time"
          name={names.end}
          {...(controlled
            ? {
                value: range.end === "24:00" ? "00:00" : range.end,
                onChange: (event) => onChange({ ...range, end: event.currentTarget.value }),
              }
            : { defaultValue: range.end === "24:00" ? "00:00" : range.end })}
          className={`${timeInputClass} ${border}`}
        />
      </div>
    </div>
  );
}

function DayHours({
  weekday,
  initial,
  error,
  onEdit,
}: {
  weekday: Weekday;
  initial: ClockRange[];
  error?: string;
  onEdit: () => void;
}) {
  const day = WEEKDAY_NAMES[weekday];
  const next = useRef(0);
  const [rows, setRows] = useState<Row[]>(() => initial.map((range) => ({ ...range, key: next.current++ })));
  const addButton = useRef<HTMLButtonElement>(null);
  const errorId = `${weekdayField(weekday)}-error`;
  const names = rangeFields(weekday);

  return (
    <fieldset
      className="rounded-xl border border-line p-4"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="px-1 font-semibold text-ink">{day}</legend>
      {rows.length === 0 ? <p className="text-sm text-ink-soft">Not bookable</p> : null}
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li key={row.key} className="flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1">
              <RangeInputs
                idPrefix={`${names.start}-${row.key}`}
                names={names}
                range={row}
                label={weeklyRangeLabel(day, index)}
                error={error}
                onChange={(range) => {
                  onEdit();
                  setRows((current) => current.map((item) => (item.key === row.key ? { ...item, ...range } : item)));
                }}
              />
            </div>
            <button
              type="button"
              aria-label={`Remove ${day} range ${index + 1}`}
              onClick={() => {
                onEdit();
                setRows((current) => current.filter((item) => item.key !== row.key));
                addButton.current?.focus();
              }}
              className={smallButtonClass}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button
        ref={addButton}
        type="button"
        aria-label={`Add hours on ${day}`}
        onClick={() => {
          onEdit();
          const last = rows.at(-1);
          const key = next.current++;
          setRows((current) => [...current, { key, start: last ? last.end : "09:00", end: last ? "" : "17:00" }]);
          // The new range's first input, once drawn.
          setTimeout(() => document.getElementById(`${names.start}-${key}-start`)?.focus());
        }}
        className="mt-3 rounded-full border border-brand px-4 py-1 text-sm font-semibold text-brand hover:bg-brand-light"
      >
        Add hours
      </button>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The weekly hours: each weekday with its ranges, added and removed. */
export function WeeklyHours({
  hours,
  errors,
  onEdit,
}: {
  hours: readonly WeeklyRange[];
  errors: Record<string, string>;
  onEdit: () => void;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {WEEKDAYS.map((weekday) => (
        <DayHours
          key={weekday}
          weekday={weekday}
          initial={hours.filter((range) => range.weekday === weekday).map(({ start, end }) => ({ start, end }))}
          error={errors[weekdayField(weekday)]}
          onEdit={onEdit}
        />
      ))}
    </div>
  );
}
