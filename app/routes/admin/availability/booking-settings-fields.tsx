import { SelectField, TextField } from "#app/components/form-field";
import type { BookingSettings } from "#core/bookings/get-booking-settings";
import {
  AVAILABILITY_LIMITS,
  BOOKING_SETTINGS_LABELS,
  REMINDER_FIELDS,
  REMINDER_UNITS,
  type ReminderUnit,
  reminderRow,
  SLOT_STEPS,
} from "#rules/availability";
import { timeInputClass } from "./weekly-hours";

/** The settings beside the hours: the step of start times, the monthly limit, reminders, the cut-off, class dates. */
export function BookingSettingsFields({
  settings,
  reminders,
  errors,
}: {
  settings: Pick<BookingSettings, "slotStepMinutes" | "newClientCap" | "changeCutoffMinutes" | "classDatesBlockTime">;
  /** The reminder rows as saved, or as typed. */
  reminders: { amount: string; unit: string }[];
  errors: Record<string, string>;
}) {
  const rows = Array.from(
    { length: AVAILABILITY_LIMITS.reminders },
    (_, index) => reminders[index] ?? { amount: "", unit: "hours" },
  );
  return (
    <div className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <SelectField
            id="slotStepMinutes"
            name="slotStepMinutes"
            label={BOOKING_SETTINGS_LABELS.slotStep}
            required
            defaultValue={String(settings.slotStepMinutes)}
            error={errors.slotStepMinutes}
          >
            {SLOT_STEPS.map((step) => (
              <option key={step} value={step}>
                {step} minutes
              </option>
            ))}
          </SelectField>
        </div>
        <div>
          <TextField
            id="newClientCap"
            name="newClientCap"
            label={BOOKING_SETTINGS_LABELS.newClientsPerMonth}
            type="number"
            inputMode="numeric"
            min={0}
            max={AVAILABILITY_LIMITS.capMax}
            defaultValue={settings.newClientCap ?? ""}
            error={errors.newClientCap}
            aria-describedby={errors.newClientCap ? "newClientCap-error" : "newClientCap-hint"}
          />
          <p id="newClientCap-hint" className="mt-1 text-sm text-ink-soft">
            Counts bookings of the session types marked for it. Empty for no limit.
          </p>
        </div>
      </div>
      <fieldset aria-describedby={errors.reminders ? "reminders-error" : "reminders-hint"}>
        <legend className="text-sm font-semibold text-ink">Reminder emails, before the session</legend>
        <p id="reminders-hint" className="text-sm text-ink-soft">
          Up to {AVAILABILITY_LIMITS.reminders}; leave a row empty for fewer.
        </p>
        <ol className="mt-2 space-y-2">
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows, never reordered
            <li key={index} className="grid max-w-md grid-cols-2 gap-3">
              <div>
                <label htmlFor={`reminder-${index}`} className="block text-sm font-semibold text-ink">
                  Reminder {index + 1}
                </label>
                <input
                  id={`reminder-${index}`}
                  name={REMINDER_FIELDS.amount}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  defaultValue={row.amount}
                  className={`${timeInputClass} ${errors.reminders ? "border-accent" : "border-line"}`}
                />
              </div>
              <div>
                <label htmlFor={`reminder-unit-${index}`} className="block text-sm font-semibold text-ink">
                  <span className="sr-only">Reminder {index + 1} in</span>
                  <span aria-hidden="true">Unit</span>
                </label>
                <select
                  id={`reminder-unit-${index}`}
                  name={REMINDER_FIELDS.unit}
                  defaultValue={row.unit as ReminderUnit}
                  className={`${timeInputClass} border-line`}
                >
                  {REMINDER_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {unit}
                    </option>
                  ))}
                </select>
              </div>
            </li>
          ))}
        </ol>
        {errors.reminders ? (
          <p id="reminders-error" className="mt-2 text-sm font-medium text-error">
            {errors.reminders}
          </p>
        ) : null}
      </fieldset>
      <div className="max-w-md">
        <TextField
          id="changeCutoffHours"
          name="changeCutoffHours"
          label={BOOKING_SETTINGS_LABELS.changeCutoffHours}
          type="number"
          inputMode="numeric"
          min={0}
          max={AVAILABILITY_LIMITS.cutoffHoursMax}
          required
          defaultValue={Math.round(settings.changeCutoffMinutes / 60)}
          error={errors.changeCutoffHours}
        />
      </div>
      <label className="flex items-center gap-3">
        <input
          type="checkbox"
          name="classDatesBlockTime"
          defaultChecked={settings.classDatesBlockTime}
          className="h-5 w-5"
        />
        <span>Class dates block booking times (no session can be booked while a class is on)</span>
      </label>
    </div>
  );
}

/** The saved reminder offsets as form rows. */
export function reminderRows(minutes: readonly number[]): { amount: string; unit: string }[] {
  return minutes.map(reminderRow);
}
