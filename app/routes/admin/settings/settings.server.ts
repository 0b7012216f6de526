import {
  type Answered,
  answerFailure,
  type FormAnswer,
  failed,
  faultStatus,
  keptTyping,
  saved,
} from "#app/lib/admin-action.server";
import { requireActor } from "#app/lib/admin-actor.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { updateCountingSettings } from "#core/analytics/insights/update-counting-settings";
import type { AuditActor } from "#core/audit/record-audit-event";
import { type SiteSettingsFormInput, updateSiteSettings } from "#core/site-settings/update-site-settings";
import { INSIGHTS_MESSAGES, VISIT_COUNTING_INTENT } from "#rules/analytics-insights";
import { openedVersionOf } from "#rules/edit-version";
import { SITE_SETTINGS_MESSAGES } from "#rules/site-settings";
import type { Route } from "./+types/settings";
import { socialLinkRowsOf } from "./social-link-rows";

const FIELDS = [
  "businessName",
  "supportEmail",
  "phone",
  "postalAddress",
  "clientLoginUrl",
  "consultationFormUrl",
  "newsletterFormUrl",
  "notificationEmail",
  "timeZone",
  "seoDescription",
  "shareImageId",
  "requireTwoFactor",
] as const;

/** An answer about the "Visit counting" group names it: the page has two forms. */
type SettingsAnswer = FormAnswer<{ group: string }>;

/** The "Visit counting" group, saved on its own. */
async function saveVisitCounting(form: FormData, context: Route.ActionArgs["context"], actor: AuditActor) {
  const answer = { group: VISIT_COUNTING_INTENT };
  try {
    const result = await updateCountingSettings({
      db: context.db,
      source: context.config.siteSettings,
      input: { enabled: String(form.get("enabled") ?? ""), retentionDays: String(form.get("retentionDays") ?? "") },
      actor,
    });
    if (result.ok)
      return saved(form, { context, message: INSIGHTS_MESSAGES.settingsSaved, redirectTo: ADMIN_PAGES.settings });
    return answerFailure(result, { notFound: INSIGHTS_MESSAGES.settingsFailed, fixErrors: "" }, answer);
  } catch (error) {
    return failed(
      INSIGHTS_MESSAGES.settingsFailed,
      faultStatus(context, error, "saving the visit counting settings failed"),
      answer,
    );
  }
}

export async function action({ request, context }: Route.ActionArgs): Promise<Answered<SettingsAnswer>> {
  const actor = requireActor(context);
  const form = await request.formData();
  if (form.get("intent") === VISIT_COUNTING_INTENT) return saveVisitCounting(form, context, actor);
  const input = {
    ...Object.fromEntries(FIELDS.map((field) => [field, form.get(field) ?? ""])),
    socialLinks: socialLinkRowsOf(form),
  } as SiteSettingsFormInput;
  try {
    const result = await updateSiteSettings({
      db: context.db,
      source: context.config.siteSettings,
      input,
      actor,
      opened: openedVersionOf(form),
    });
    if (!result.ok) {
      return answerFailure(
        result,
        { notFound: SITE_SETTINGS_MESSAGES.saveFailed, timeZone: context.siteSettings.timeZone },
        keptTyping(form),
      );
    }
    return saved(form, { context, message: SITE_SETTINGS_MESSAGES.saved, redirectTo: ADMIN_PAGES.settings });
  } catch (error) {
    return failed(
      SITE_SETTINGS_MESSAGES.saveFailed,
      faultStatus(context, error, "saving the site settings failed"),
      keptTyping(form),
    );
  }
}
