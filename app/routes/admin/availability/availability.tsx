import { useState } from "react";
import { Link } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { AdminForm } from "#app/components/admin/admin-form";
import { isStaleAnswer, StaleEditNotice } from "#app/components/admin/stale-edit-notice";
import { useSaveResult } from "#app/components/admin/use-save-result";
import { useUnsavedChangesWarning } from "#app/components/admin/use-unsaved-changes";
import { ADMIN_PAGES, ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { editVersionOf } from "#app/lib/edit-version.server";
import { getBookingSettings } from "#core/bookings/get-booking-settings";
import { listAvailabilityOverrides } from "#core/bookings/list-availability-overrides";
import { BOOKING_SETTINGS_TARGET } from "#core/bookings/update-booking-settings";
import { todayIn } from "#core/dates";
import { AVAILABILITY_WORDS, readBookingSettingsForm } from "#rules/availability";
import type { WeeklyRange } from "#rules/booking-data";
import { typedForm } from "#rules/form-answer";
import type { Route } from "./+types/availability";
import { BookingSettingsFields, reminderRows } from "./booking-settings-fields";
import { DateOverrideForm, DateOverrideList } from "./date-overrides";
import { PREVIEW_DAYS } from "./preview-days";
import { SlotsPreview } from "./slots-preview";
import { loadSlotsPreview } from "./slots-preview.server";
import { WeeklyHours } from "./weekly-hours";

export { action } from "./availability.server";

export function meta() {
  return [{ title: "Availability · Admin Portal" }, { name: "robots", content: "noindex" }];
}

/** "Eastern Time" for America/New_York: the zone as people say it, beside its name. */
function zoneWords(timeZone: string): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(new Date())
    .find((entry) => entry.type === "timeZoneName");
  return part && part.value !== timeZone ? `${timeZone} (${part.value})` : timeZone;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  // The version before the settings, so the form never looks newer than it is.
  const editVersion = await editVersionOf(context, BOOKING_SETTINGS_TARGET.type, BOOKING_SETTINGS_TARGET.id);
  const timeZone = context.siteSettings.timeZone;
  const today = todayIn(timeZone);
  const [settings, overrides] = await Promise.all([
    getBookingSettings({ db: context.db }),
    listAvailabilityOverrides({ db: context.db }),
  ]);
  const url = new URL(request.url);
  const editing = url.searchParams.get("date");
  const preview = await loadSlotsPreview(context, url.searchParams.get("preview"));
  return {
    editVersion,
    timeZone,
    zone: zoneWords(timeZone),
    today,
    settings: {
      weeklyHours: settings.weeklyHours,
      slotStepMinutes: settings.slotStepMinutes,
      newClientCap: settings.newClientCap,
      reminderMinutes: settings.reminderMinutes,
      changeCutoffMinutes: settings.changeCutoffMinutes,
      classDatesBlockTime: settings.classDatesBlockTime,
    },
    upcoming: overrides.filter((override) => override.date >= today),
    past: overrides.filter((override) => override.date < today).reverse(),
    preview,
    editing: overrides.find((override) => override.date === editing && override.date >= today) ?? null,
  };
}

export default function AvailabilityPage({ loaderData, actionData: result }: Route.ComponentProps) {
  useSaveResult(result);
  const failedForm = result && !result.ok ? result.form : undefined;
  const settingsErrors = failedForm === "settings" && result && !result.ok ? result.errors : {};
  const overrideErrors = failedForm === "override" && result && !result.ok ? result.errors : {};
  // A save refused without JavaScript draws the page again: it shows what was typed, not what is saved.
  const typed = failedForm === "settings" ? typedForm(result) : undefined;
  const typedValues = typed ? readBookingSettingsForm(typed) : undefined;
  const { settings } = loaderData;
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesWarning(dirty && !(result?.ok ?? false));

  const weeklyHours = typedValues ? (typedValues.weeklyHours as WeeklyRange[]) : settings.weeklyHours;
  const shownSettings = typed
    ? {
        slotStepMinutes: Number(typed.get("slotStepMinutes") ?? settings.slotStepMinutes),
        newClientCap: (typed.get("newClientCap") ?? "") === "" ? null : Number(typed.get("newClientCap")),
        changeCutoffMinutes: Number(typed.get("changeCutoffHours") ?? 0) * 60,
        classDatesBlockTime: typed.has("classDatesBlockTime"),
      }
    : settings;
  const reminders = typedValues
    ? (typedValues.reminders as { amount: string; unit: string }[])
    : reminderRows(settings.reminderMinutes);

  return (
    <>
      <h1 className="font-display text-3xl font-bold">Availability</h1>
      <p className="mt-2 text-ink-soft">
        When visitors can book your sessions. All times are in the business's time zone,{" "}
        <strong className="text-ink">{loaderData.zone}</strong>; you can change it in{" "}
        <Link to={ADMIN_PAGES.settings} className="font-semibold text-brand underline underline-offset-4">
          Settings
        </Link>
        . Each session type sets its own length, notice and buffers on{" "}
        <Link to={ADMIN_PATHS.sessionTypes.list} className="font-semibold text-brand underline underline-offset-4">
          Session types
        </Link>
        .
      </p>

      {/* Keyed by version: after a save the fields show what was saved. */}
      <AdminForm
        key={loaderData.editVersion}
        noValidate
        onChange={() => setDirty(true)}
        className="mt-6 space-y-8 rounded-2xl border border-line bg-white p-6"
        aria-labelledby="weekly-hours-heading"
      >
        <StaleEditNotice
          formError={failedForm === "settings" && result && !result.ok ? result.formError : ""}
          stale={failedForm === "settings" && isStaleAnswer(result)}
          typed={typed}
        />
        <input type="hidden" name="intent" value="settings" />
        <section aria-labelledby="weekly-hours-heading" className="space-y-4">
          <h2 id="weekly-hours-heading" className="font-display text-2xl font-bold">
            Weekly hours
          </h2>
          <p className="text-ink-soft">
            The hours you can be booked each week, in {loaderData.timeZone} time. A day may have several ranges, such as
            09:00 to 12:00 and 13:00 to 17:00.
          </p>
          <WeeklyHours hours={weeklyHours} errors={settingsErrors} onEdit={() => setDirty(true)} />
        </section>
        <section aria-labelledby="booking-settings-heading" className="space-y-4">
          <h2 id="booking-settings-heading" className="font-display text-2xl font-bold">
            Booking settings
          </h2>
          <BookingSettingsFields settings={shownSettings} reminders={reminders} errors={settingsErrors} />
        </section>
        <div className="flex justify-end border-t border-line pt-6">
          <button
            type="submit"
            className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
          >
            {AVAILABILITY_WORDS.saveHours}
          </button>
        </div>
      </AdminForm>

      <section aria-labelledby="overrides-heading" className="mt-10 space-y-4">
        <h2 id="overrides-heading" className="font-display text-2xl font-bold">
          Dates with different hours
        </h2>
        <p className="text-ink-soft">A day off, or other hours on one date, in place of that weekday's hours.</p>
        <DateOverrideList upcoming={loaderData.upcoming} past={loaderData.past} />
        <DateOverrideForm
          editing={loaderData.editing}
          today={loaderData.today}
          errors={overrideErrors}
          formError={failedForm === "override" && result && !result.ok ? result.formError : ""}
        />
      </section>

      <section aria-labelledby="preview-heading" className="mt-10 space-y-4">
        <h2 id="preview-heading" className="font-display text-2xl font-bold">
          What a visitor would see
        </h2>
        <p className="text-ink-soft">
          The open times of the next {PREVIEW_DAYS} days, with bookings, class dates and each type's rules taken into
          account, in {loaderData.timeZone} time. A visitor sees them in her own time zone.
        </p>
        <SlotsPreview preview={loaderData.preview} zone={loaderData.timeZone} />
      </section>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
