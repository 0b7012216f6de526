import { Link } from "react-router";
import { AdminForm } from "#app/components/admin/admin-form";
import { TextField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { bindFields } from "#app/lib/field-binding";
import { WHAT_THIS_SITE_COUNTS_PATH } from "#rules/analytics";
import {
  type CountingSettings,
  CountingSettingsSchema,
  RETENTION_DAYS_LABEL,
  VISIT_COUNTING_INTENT,
  VISIT_COUNTING_SAVE,
} from "#rules/analytics-insights";

const linkClass = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";

/** The settings' "Visit counting" group (decision 069): its own form, saved apart from the business's details. */
export function VisitCountingForm({ values, answer }: { values: CountingSettings; answer: FormAnswer | undefined }) {
  const errors = answer?.ok === false ? answer.errors : {};
  const field = bindFields(CountingSettingsSchema, { values, errors });
  return (
    <section
      id="visit-counting"
      aria-labelledby="visit-counting-heading"
      className="mt-8 rounded-2xl border border-line bg-white p-6"
    >
      <h2 id="visit-counting-heading" className="font-display text-2xl font-bold">
        Visit counting
      </h2>
      <p className="mt-2 text-ink-soft">
        The site counts its visits itself, with no cookie and nothing personal kept; the{" "}
        <Link to={ADMIN_PAGES.insights} className={linkClass}>
          Insights
        </Link>{" "}
        page shows the figures.{" "}
        <a href={WHAT_THIS_SITE_COUNTS_PATH} className={linkClass}>
          What this site counts
        </a>
      </p>
      <AdminForm noValidate className="mt-4 space-y-5">
        <input type="hidden" name="intent" value={VISIT_COUNTING_INTENT} />
        {answer?.ok === false && answer.formError ? (
          <p role="alert" className="rounded-lg bg-accent-light px-4 py-3 text-accent">
            {answer.formError}
          </p>
        ) : null}
        <label className="flex items-start gap-3">
          <input type="checkbox" name="enabled" defaultChecked={values.enabled} className="mt-1 h-5 w-5" />
          <span>
            <span className="font-semibold">Count visits</span>
            <span className="block text-sm text-ink-soft">Off: no new visits are counted; what was counted stays.</span>
          </span>
        </label>
        <div>
          <TextField
            label={RETENTION_DAYS_LABEL}
            type="number"
            {...field("retentionDays")}
            aria-describedby="retentionDays-hint"
          />
          <p id="retentionDays-hint" className="mt-1 text-sm text-ink-soft">
            After this many days, a month's daily figures are kept as one total for the month. From 30 to 3660 days.
          </p>
        </div>
        <button type="submit" className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark">
          {VISIT_COUNTING_SAVE}
        </button>
      </AdminForm>
    </section>
  );
}
