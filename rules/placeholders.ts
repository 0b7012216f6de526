/**
 * What marks a value as a stand-in rather than the business's own: the
 * Overview's attention list names every one still in use, so none goes live
 * unnoticed. The one place these rules live.
 */

/** Domains reserved for examples (RFC 2606): nobody reads mail there and no page lives there. */
const EXAMPLE_DOMAIN = /(^|\.)example\.(com|org|net)$/i;
/** An example domain inside a text (an address or a link in an FAQ answer or a legal page). */
const EXAMPLE_DOMAIN_IN_TEXT = /(^|[^a-z0-9-])example\.(com|org|net)\b/i;

/** The postal address and phone number a new site starts with (the defaults of the BUSINESS_* variables). */
export const DEMO_POSTAL_ADDRESS = "120 Main Street, Suite 210\nMaplewood, NJ 07040";
export const DEMO_PHONE = "+1-973-555-0142";

/** An email address at an example domain. */
export function isExampleEmail(email: string): boolean {
  const domain = email.trim().split("@")[1];
  return domain !== undefined && EXAMPLE_DOMAIN.test(domain);
}

/** A web address on an example domain. */
export function isExampleUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    return EXAMPLE_DOMAIN.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** A text that mentions an example domain. */
export function mentionsExampleDomain(text: string): boolean {
  return EXAMPLE_DOMAIN_IN_TEXT.test(text);
}

/**
 * A number in the 555 exchange, which North American numbering keeps for
 * films and examples: +1 973 555 0142, (973) 555-0142, 555-0142.
 */
export function isFictionalPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, "");
  const local = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (local.length === 10) return local.slice(3, 6) === "555";
  return local.length === 7 && local.startsWith("555");
}

/** The demo's postal address, however its lines are spaced. */
export function isDemoPostalAddress(address: string): boolean {
  const flat = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
  return address.trim() !== "" && flat(address) === flat(DEMO_POSTAL_ADDRESS);
}
