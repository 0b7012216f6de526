import { eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { checkEditVersion, type StaleEdit } from "#core/edit-versions/check-edit-version";
import { type Invalid, invalid, type Result } from "#core/result";
import type { Database } from "#db/client";
import { adminUsers, images, siteSettings } from "#db/schema";
import type { OpenedVersion } from "#rules/edit-version";
import { errorsByField, fieldErrors } from "#rules/form-text";
import {
  SITE_SETTINGS_MESSAGES,
  type SiteSettingsField,
  type SiteSettingsInput,
  SiteSettingsSchema,
  type SiteSettingsValues,
} from "#rules/site-settings";
import { checkSocialLinks, type SocialLinkRow } from "#rules/social-links";
import { initialSiteSettings } from "./initial-site-settings";
import { readStoredSiteSettings } from "./read-stored-site-settings";
import type { SiteSettingsSource } from "./site-settings";

/** The settings form as posted: the social profiles as rows, checked one by one. */
export type SiteSettingsFormInput = Omit<SiteSettingsInput, "socialLinks"> & { socialLinks: SocialLinkRow[] };

export type UpdateSiteSettingsResult = Result<{ changed: SiteSettingsField[] }, Invalid | StaleEdit>;

/** The audit log's name and id of the one settings row. */
export const SITE_SETTINGS_TARGET = { type: "site_settings", id: "site" } as const;

/**
 * Saves the settings form. Fields pinned by the environment keep their stored
 * value. Requiring two-factor sign-in needs it on the saving admin's own
 * account first, so nobody locks the whole office out with one click.
 * The audit record names each changed field with its old and new value.
 * Refused when someone saved the settings after `opened`.
 */
export async function updateSiteSettings({
  db,
  source,
  input,
  actor,
  opened,
}: {
  db: Database;
  source: SiteSettingsSource;
  input: SiteSettingsFormInput;
  actor: AuditActor;
  /** The version the form was opened at. */
  opened?: OpenedVersion;
}): Promise<UpdateSiteSettingsResult> {
  const social = checkSocialLinks(input.socialLinks);
  const parsed = SiteSettingsSchema.safeParse({ ...input, socialLinks: social.ok ? social.links : [] });
  if (!parsed.success || !social.ok)
    return invalid({
      ...(parsed.success ? {} : errorsByField(fieldErrors(parsed.error))),
      ...(social.ok ? {} : social.errors),
    });
  const wanted = parsed.data;

  return db.transaction(async (tx): Promise<UpdateSiteSettingsResult> => {
    const stale = await checkEditVersion({ tx, ...SITE_SETTINGS_TARGET, opened });
    if (stale) return stale;
    const current = (await readStoredSiteSettings({ db: tx })) ?? initialSiteSettings(source);
    const next: SiteSettingsValues = { ...wanted };
    for (const field of Object.keys(source.overrides) as SiteSettingsField[]) {
      Object.assign(next, { [field]: current[field] });
    }

    if (next.shareImageId && next.shareImageId !== current.shareImageId) {
      const [image] = await tx.select({ id: images.id }).from(images).where(eq(images.id, next.shareImageId));
      if (!image) return invalid({ shareImageId: SITE_SETTINGS_MESSAGES.shareImageInvalid });
    }
    if (next.requireTwoFactor && !current.requireTwoFactor && actor.adminUserId) {
      const [admin] = await tx
        .select({ enabledAt: adminUsers.totpEnabledAt })
        .from(adminUsers)
        .where(eq(adminUsers.id, actor.adminUserId));
      if (!admin?.enabledAt) return invalid({ requireTwoFactor: SITE_SETTINGS_MESSAGES.twoFactorNeedsOwn });
    }

    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of Object.keys(next) as SiteSettingsField[]) {
      if (JSON.stringify(current[field]) !== JSON.stringify(next[field]))
        changes[field] = { from: current[field], to: next[field] };
    }
    // The two channels from before the list were read into it: from now on the list alone holds them.
    const row = { ...next, socialShortVideoUrl: null, socialVideoUrl: null };
    await tx
      .insert(siteSettings)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: siteSettings.id, set: { ...row, updatedAt: new Date() } });
    const changed = Object.keys(changes) as SiteSettingsField[];
    if (changed.length > 0) {
      await recordAuditEvent({
        db: tx,
        event: {
          ...actor,
          action: "update",
          targetType: SITE_SETTINGS_TARGET.type,
          targetId: SITE_SETTINGS_TARGET.id,
          details: { changes },
        },
      });
    }
    return { ok: true, changed };
  });
}
