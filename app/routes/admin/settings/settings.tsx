import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { AdminForm } from "#app/components/admin/admin-form";
import { DemoContentPanel } from "#app/components/admin/demo-content-panel";
import { isStaleAnswer, StaleEditNotice } from "#app/components/admin/stale-edit-notice";
import { useSaveResult } from "#app/components/admin/use-save-result";
import { requireAdmin } from "#app/lib/admin-session.server";
import { editVersionOf } from "#app/lib/edit-version.server";
import { overTyped } from "#app/lib/field-binding";
import { readCountingSettings } from "#core/analytics/insights/read-counting-settings";
import { findDemoContent } from "#core/seed/find-demo-content";
import { listShareImageChoices } from "#core/site-settings/list-share-image-choices";
import { readSiteSettings } from "#core/site-settings/read-site-settings";
import { SITE_SETTINGS_TARGET } from "#core/site-settings/update-site-settings";
import { VISIT_COUNTING_INTENT } from "#rules/analytics-insights";
import { typedForm } from "#rules/form-answer";
import { originOf, SITE_SETTINGS_SAVE } from "#rules/site-settings";
import { zoneChoices } from "#rules/time-zone-names";
import { SITE_SETTING_VARIABLE_OF } from "#server/env";
import type { Route } from "./+types/settings";
import { SettingsFields } from "./settings-fields";
import { socialLinkRowsOf } from "./social-link-rows";
import { VisitCountingForm } from "./visit-counting-form";

export { action } from "./settings.server";

export function meta() {
  return [{ title: "Site Settings · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  // The version before the settings, so the form never looks newer than it is.
  const editVersion = await editVersionOf(context, SITE_SETTINGS_TARGET.type, SITE_SETTINGS_TARGET.id);
  const { locked, ...settings } = await readSiteSettings({ db: context.db, source: context.config.siteSettings });
  const lockedBy = Object.fromEntries(
    locked.map((field) => [field, SITE_SETTING_VARIABLE_OF[field as keyof typeof SITE_SETTING_VARIABLE_OF] ?? ""]),
  );
  return {
    settings,
    lockedBy,
    shareImages: await listShareImageChoices({ db: context.db }),
    timeZones: zoneChoices(),
    editVersion,
    demoContent: (await findDemoContent({ db: context.db })).counts,
    counting: await readCountingSettings({ db: context.db }),
  };
}

export default function SiteSettingsPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  useSaveResult(answer);
  // The page has two forms: an answer about visit counting is that form's alone.
  const counting = answer?.group === VISIT_COUNTING_INTENT ? answer : undefined;
  const result = counting ? undefined : answer;
  const errors = result && !result.ok ? result.errors : {};
  // A save refused without JavaScript draws the page again: it shows what was typed, not what is saved.
  const typed = typedForm(result);
  const settings = overTyped(loaderData.settings, typed, ["requireTwoFactor"]);
  return (
    <>
      <h1 className="font-display text-3xl font-bold">Site Settings</h1>
      <p className="mt-2 text-ink-soft">
        The business's details and outside links. Changes show on the public site at the next page load.
      </p>
      <div className="mt-6 empty:hidden">
        <DemoContentPanel counts={loaderData.demoContent} headingLevel={2} />
      </div>
      {/* Keyed by version: after the demo content's phone and address are cleared, the fields show it. */}
      <AdminForm
        key={loaderData.editVersion}
        noValidate
        className="mt-6 space-y-8 rounded-2xl border border-line bg-white p-6"
      >
        <StaleEditNotice
          formError={result && !result.ok ? result.formError : ""}
          stale={isStaleAnswer(result)}
          typed={typed}
        />
        <SettingsFields
          settings={settings}
          socialLinks={typed ? socialLinkRowsOf(typed) : loaderData.settings.socialLinks}
          lockedBy={loaderData.lockedBy}
          errors={errors}
          shareImages={loaderData.shareImages}
          timeZones={loaderData.timeZones}
          origins={{
            consultation: originOf(settings.consultationFormUrl),
            newsletter: originOf(settings.newsletterFormUrl),
          }}
        />
        <div className="flex justify-end border-t border-line pt-6">
          <button
            type="submit"
            className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
          >
            {SITE_SETTINGS_SAVE}
          </button>
        </div>
      </AdminForm>
      <VisitCountingForm values={loaderData.counting} answer={counting} />
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
