import type { SocialLinkRow } from "#rules/social-links";

/** The settings form's social profile rows, in order: one `socialNetwork` and one `socialUrl` field each. */
export function socialLinkRowsOf(form: { getAll(name: string): unknown[] }): SocialLinkRow[] {
  const networks = form.getAll("socialNetwork");
  return form.getAll("socialUrl").map((url, index) => ({
    network: String(networks[index] ?? ""),
    url: typeof url === "string" ? url : "",
  }));
}
