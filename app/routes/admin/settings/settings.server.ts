import { answerFailure, failed, faultStatus, keptTyping, saved } from "#app/lib/admin-action.server";
import { requireActor } from "#app/lib/admin-actor.server";
import { type SiteSettingsFormInput, updateSiteSettings } from "#core/site-settings/update-site-settings";
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

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireActor(context);
  const form = await request.formData();
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
    return saved(form, { context, message: SITE_SETTINGS_MESSAGES.saved, redirectTo: "/admin/settings" });
  } catch (error) {
    return failed(
      SITE_SETTINGS_MESSAGES.saveFailed,
      faultStatus(context, error, "saving the site settings failed"),
      keptTyping(form),
    );
  }
}
