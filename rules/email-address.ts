/**
 * The one rule for an email address, shared by every form that takes one and
 * by the outbox that sends to it (decision 079). Pure and without a
 * validation library, so it also runs in the browser.
 *
 * Taken: a dot-atom before the @ in ASCII (RFC 5322: letters, digits and
 * ! # $ % & ' * + - / = ? ^ _ ` { | } ~, dots only between them), and a
 * domain of at least two labels whose last one is a top-level domain (two
 * letters or more, or an internationalised one). A domain may be written in
 * any script (`bücher.de`): it is sent in its ASCII form (`xn--bcher-kva.de`).
 *
 * Refused with a message: letters outside ASCII before the @ (`josé@…`),
 * which need a mail server offering SMTPUTF8 at every hop, with a message of
 * their own, since the address is right and only this site cannot send to
 * it; quoted local parts, `a..b@…` and `user@example.c` with the public
 * spec's "Please enter a valid email address"; addresses over 254 characters.
 */

export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_MESSAGES = {
  required: "Email is required",
  invalid: "Please enter a valid email address",
  localPartNotAscii:
    "This site cannot send to an address with accented or non-Latin letters before the @ yet. Please use another address",
  tooLong: "Email address is too long",
} as const;

export type EmailAddressProblem = "invalid" | "localPartNotAscii" | "tooLong";

const DOT_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** What a domain may be written with before its ASCII form is made: letters and marks of any script, digits, hyphens, dots. */
const DOMAIN_AS_TYPED = /^[\p{L}\p{M}\p{N}.-]+$/u;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The domain in its ASCII form (IDNA, as browsers and Node's
 * `url.domainToASCII` make it), or null when it cannot be one.
 */
export function asciiDomain(domain: string): string | null {
  if (!DOMAIN_AS_TYPED.test(domain)) return null;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}

/**
 * A name mail can be addressed to: at least two labels of letters, digits and
 * hyphens, ending in a top-level domain; not an IP address, not `localhost`.
 */
export function isMailDomain(asciiName: string): boolean {
  if (asciiName.length > 253) return false;
  const labels = asciiName.toLowerCase().split(".");
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1) ?? "");
}

/** What is wrong with an address, or null when mail can be sent to it. */
export function emailAddressProblem(address: string): EmailAddressProblem | null {
  if (address.length > EMAIL_MAX_LENGTH) return "tooLong";
  const at = address.lastIndexOf("@");
  if (at < 1 || at === address.length - 1) return "invalid";
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.length > 64 || !DOT_ATOM.test(local)) {
    return /\P{ASCII}/u.test(local) && !/[\s@"\\]/.test(local) ? "localPartNotAscii" : "invalid";
  }
  const ascii = asciiDomain(domain);
  return ascii && isMailDomain(ascii) ? null : "invalid";
}

/**
 * The address as it is handed to the mail server: the domain in its ASCII
 * form. Call it only on an address `emailAddressProblem` takes.
 */
export function deliveryAddress(address: string): string {
  const at = address.lastIndexOf("@");
  return `${address.slice(0, at)}@${asciiDomain(address.slice(at + 1)) ?? address.slice(at + 1)}`;
}
