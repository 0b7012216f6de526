import { z } from "zod/mini";
import { ADMIN_VERBS } from "./admin-verbs";
import { isWebAddress } from "./class-instance";
import { limitedText } from "./content-fields";
import { checkboxField, emailAddressField, textField } from "./form-text";
import { isUuid } from "./ids";
import { SOCIAL_NETWORK_IDS } from "./social-links";

/** The site settings form (/admin/settings): the business's details and outside links. */

export const SITE_SETTINGS_MESSAGES = {
  businessNameRequired: "Business name is required",
  supportEmailRequired: "Support email is required",
  emailInvalid: "Please enter a valid email address",
  urlInvalid: "Please enter a full web address starting with https:// or http://",
  phoneInvalid: "Please enter a phone number using digits, spaces and + ( ) - . only",
  timeZoneInvalid: "Please choose a time zone from the list",
  shareImageInvalid: "Please choose an image from the image library",
  saved: "Settings saved",
  saveFailed: "Failed to save settings",
  twoFactorNeedsOwn: "Turn on two-factor sign-in for your own account before requiring it for everyone",
} as const;

/** Fields whose value is an outside web address. */
export const SITE_SETTINGS_URL_FIELDS = ["clientLoginUrl", "consultationFormUrl", "newsletterFormUrl"] as const;

export function isTimeZone(value: string): boolean {
  if (value === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The origin a form's frame posts its height messages from: derived from its address, never typed. */
export function originOf(url: string | null | undefined): string | null {
  if (!url || !isWebAddress(url)) return null;
  return new URL(url).origin;
}

const optionalEmail = emailAddressField({ required: "", optional: true });

/** An empty field clears the link (null); anything else must be an http(s) address. */
const optionalUrl = z.pipe(
  textField(
    z.maxLength(2048, { error: SITE_SETTINGS_MESSAGES.urlInvalid, abort: true }),
    z.refine((url: string) => url === "" || isWebAddress(url), { error: SITE_SETTINGS_MESSAGES.urlInvalid }),
  ),
  z.transform((url: string) => (url === "" ? null : new URL(url).toString())),
);

export const SiteSettingsSchema = z.object({
  businessName: limitedText("Business name", 80, SITE_SETTINGS_MESSAGES.businessNameRequired),
  supportEmail: emailAddressField({ required: SITE_SETTINGS_MESSAGES.supportEmailRequired }),
  phone: textField(
    z.maxLength(40, { error: "Phone must be at most 40 characters", abort: true }),
    z.regex(/^(?:[+()\-.\s\d]*\d[+()\-.\s\d]*)?$/, { error: SITE_SETTINGS_MESSAGES.phoneInvalid }),
  ),
  postalAddress: limitedText("Postal address", 300),
  clientLoginUrl: optionalUrl,
  consultationFormUrl: optionalUrl,
  newsletterFormUrl: optionalUrl,
  /** Checked row by row before this schema runs (checkSocialLinks), so the messages show under each row. */
  socialLinks: z.array(z.object({ network: z.enum(SOCIAL_NETWORK_IDS), url: z.string() })),
  notificationEmail: optionalEmail,
  timeZone: textField(z.refine(isTimeZone, { error: SITE_SETTINGS_MESSAGES.timeZoneInvalid })),
  seoDescription: limitedText("Default description", 300),
  shareImageId: z.pipe(
    textField(z.refine((id: string) => id === "" || isUuid(id), { error: SITE_SETTINGS_MESSAGES.shareImageInvalid })),
    z.transform((id: string) => (id === "" ? null : id)),
  ),
  requireTwoFactor: checkboxField,
});

export type SiteSettingsInput = z.input<typeof SiteSettingsSchema>;
export type SiteSettingsValues = z.output<typeof SiteSettingsSchema>;
export type SiteSettingsField = keyof SiteSettingsValues;

/** The business's street address as one text, the way the settings page holds it. */
export function formatPostalAddress(address: {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
}): string {
  const cityLine = [address.addressLocality, [address.addressRegion, address.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [address.streetAddress, cityLine].filter(Boolean).join("\n");
}

/** The settings form's button (decision 073). */
export const SITE_SETTINGS_SAVE = /* @__PURE__ */ ADMIN_VERBS.save("Settings");

/** The settings form's field labels that the page writes itself. */
export const SITE_SETTINGS_LABELS = {
  postalAddress: "Postal address",
  timeZone: "Time zone",
  defaultDescription: "Default description",
  shareImage: "Share image",
} as const;
