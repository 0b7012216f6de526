import type { ReactNode } from "react";
import { FormSection } from "#app/components/admin/editor-sections";
import { SelectField, TextAreaField, TextField } from "#app/components/form-field";
import type { ShareImageChoice } from "#core/site-settings/list-share-image-choices";
import type { SiteSettingsValues } from "#rules/site-settings";
import { SITE_SETTINGS_LABELS } from "#rules/site-settings";
import type { SocialLinkRow } from "#rules/social-links";
import { SocialLinksFields } from "./social-links-fields";

type Field = Exclude<keyof SiteSettingsValues, "socialLinks">;

function LockNote({ variable }: { variable?: string }) {
  return variable ? (
    <p className="mt-1 text-sm text-ink-soft">
      Set by <code>{variable}</code> on the server; change it there, or remove it to edit it here.
    </p>
  ) : null;
}

export function SettingsFields({
  settings,
  socialLinks,
  lockedBy,
  errors,
  shareImages,
  timeZones,
  origins,
}: {
  settings: Omit<SiteSettingsValues, "socialLinks">;
  /** The saved profiles, or the rows as typed after a save refused without JavaScript. */
  socialLinks: SocialLinkRow[];
  lockedBy: Record<string, string>;
  errors: Record<string, string>;
  shareImages: ShareImageChoice[];
  timeZones: string[];
  origins: { consultation: string | null; newsletter: string | null };
}) {
  const text = (field: Field, label: string, props: { type?: string; required?: boolean; hint?: ReactNode } = {}) => {
    const value = settings[field];
    const locked = lockedBy[field];
    return (
      <div>
        <TextField
          id={field}
          name={field}
          label={label}
          type={props.type ?? "text"}
          required={props.required}
          defaultValue={typeof value === "string" ? value : ""}
          readOnly={Boolean(locked)}
          error={errors[field]}
        />
        <LockNote variable={locked} />
        {props.hint ? <p className="mt-1 text-sm text-ink-soft">{props.hint}</p> : null}
      </div>
    );
  };
  const originHint = (origin: string | null) =>
    origin ? <>Height messages are accepted from {origin} only.</> : "Empty: the site's own form is used.";

  return (
    <>
      <FormSection title="Business">
        {text("businessName", "Business name", { required: true })}
        {text("supportEmail", "Support email", { type: "email", required: true })}
        {text("phone", "Phone", { type: "tel" })}
        <TextAreaField
          id="postalAddress"
          name="postalAddress"
          label={SITE_SETTINGS_LABELS.postalAddress}
          defaultValue={settings.postalAddress}
          error={errors.postalAddress}
          rows={3}
        />
        {text("notificationEmail", "Notification email", {
          type: "email",
          hint: "Where alerts about new contact messages go. Empty: every admin's email address.",
        })}
        <div>
          <SelectField
            id="timeZone"
            name="timeZone"
            label={SITE_SETTINGS_LABELS.timeZone}
            required
            defaultValue={settings.timeZone}
            disabled={Boolean(lockedBy.timeZone)}
            error={errors.timeZone}
          >
            {(timeZones.includes(settings.timeZone) ? timeZones : [settings.timeZone, ...timeZones]).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </SelectField>
          {lockedBy.timeZone ? <input type="hidden" name="timeZone" value={settings.timeZone} /> : null}
          <LockNote variable={lockedBy.timeZone} />
        </div>
      </FormSection>
      <FormSection title="Links and forms">
        {text("clientLoginUrl", "Client Login URL", { type: "url" })}
        {text("consultationFormUrl", "Consultation form URL", {
          type: "url",
          hint: origins.consultation ? (
            <>
              The Get Started page shows this form, even while session types are bookable. Height messages are accepted
              from {origins.consultation} only.
            </>
          ) : (
            "Empty: the Get Started page offers your active session types to book, or the site's own form when none is active."
          ),
        })}
        {text("newsletterFormUrl", "Newsletter form URL", { type: "url", hint: originHint(origins.newsletter) })}
        <SocialLinksFields rows={socialLinks} errors={errors} />
        <p className="-mt-2 text-sm text-ink-soft">
          Each profile shows as its network's icon in the footer. Clear an address to take it off.
        </p>
      </FormSection>
      <FormSection title="Search and sharing">
        <TextAreaField
          id="seoDescription"
          name="seoDescription"
          label={SITE_SETTINGS_LABELS.defaultDescription}
          defaultValue={settings.seoDescription}
          error={errors.seoDescription}
          rows={3}
        />
        <SelectField
          id="shareImageId"
          name="shareImageId"
          label={SITE_SETTINGS_LABELS.shareImage}
          defaultValue={settings.shareImageId ?? ""}
          error={errors.shareImageId}
        >
          <option value="">No share image</option>
          {shareImages.map((image) => (
            <option key={image.imageId} value={image.imageId}>
              {image.name}
            </option>
          ))}
        </SelectField>
      </FormSection>
      <FormSection title="Security">
        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="requireTwoFactor"
              defaultChecked={settings.requireTwoFactor}
              aria-describedby={errors.requireTwoFactor ? "requireTwoFactor-error" : undefined}
              className="mt-1 h-5 w-5"
            />
            <span>
              <span className="font-semibold">Require two-factor sign-in for every account</span>
              <span className="block text-sm text-ink-soft">
                Admins without it are asked to set it up before they can use the back office.
              </span>
            </span>
          </label>
          {errors.requireTwoFactor ? (
            <p id="requireTwoFactor-error" className="mt-1 text-sm font-medium text-accent">
              {errors.requireTwoFactor}
            </p>
          ) : null}
        </div>
      </FormSection>
    </>
  );
}
