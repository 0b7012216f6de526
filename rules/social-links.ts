import { isWebAddress } from "./class-instance";

/**
 * The business's social profiles (/admin/settings): any number, each on a
 * network from a known list, shown with its icon in the footer and named to
 * search engines (`sameAs`).
 */

type Network = {
  /** The network's name: the select's option and the footer link's accessible name. */
  label: string;
  /** The addresses its profiles live on; none for a network of many servers, and for any other site. */
  host?: RegExp;
  /** How a profile's address looks, for the message when one does not. */
  example?: string;
};

const onHost = (...domains: string[]) => new RegExp(`(^|\\.)(${domains.join("|").replaceAll(".", "\\.")})$`);

/** The networks, in the order the settings list offers them; `website` takes any other site (a podcast, a blog). */
export const SOCIAL_NETWORKS = {
  instagram: { label: "Instagram", host: onHost("instagram.com"), example: "https://www.instagram.com/yourname" },
  facebook: { label: "Facebook", host: onHost("facebook.com", "fb.com"), example: "https://www.facebook.com/yourpage" },
  linkedin: { label: "LinkedIn", host: onHost("linkedin.com"), example: "https://www.linkedin.com/in/yourname" },
  youtube: { label: "YouTube", host: onHost("youtube.com", "youtu.be"), example: "https://www.youtube.com/@yourname" },
  tiktok: { label: "TikTok", host: onHost("tiktok.com"), example: "https://www.tiktok.com/@yourname" },
  x: { label: "X", host: onHost("x.com", "twitter.com"), example: "https://x.com/yourname" },
  threads: {
    label: "Threads",
    host: onHost("threads.net", "threads.com"),
    example: "https://www.threads.net/@yourname",
  },
  pinterest: {
    label: "Pinterest",
    host: /(^|\.)pinterest\.[a-z]{2,3}(\.[a-z]{2})?$|(^|\.)pin\.it$/,
    example: "https://www.pinterest.com/yourname",
  },
  bluesky: { label: "Bluesky", host: onHost("bsky.app"), example: "https://bsky.app/profile/yourname.bsky.social" },
  mastodon: { label: "Mastodon" },
  website: { label: "Other website" },
} as const satisfies Record<string, Network>;

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;
export const SOCIAL_NETWORK_IDS = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[];

/** One profile as stored: its network and its address. */
export type SocialLink = { network: SocialNetwork; url: string };
/** One row of the settings form, as posted. */
export type SocialLinkRow = { network: string; url: string };

/** More than a footer row of icons holds is a list nobody reads. */
export const SOCIAL_LINKS_MAX = 12;

export const SOCIAL_LINK_MESSAGES = {
  networkInvalid: "Please choose a network from the list",
  urlInvalid: "Please enter a full web address starting with https:// or http://",
  tooMany: `Please keep at most ${SOCIAL_LINKS_MAX} social profiles`,
  duplicate: "This profile is already in the list",
  wrongHost: (network: SocialNetwork) => {
    const { label, example } = SOCIAL_NETWORKS[network] as Network;
    return `This is not an address on ${label}: it should look like ${example}`;
  },
} as const;

/** The form's error key of a row: the messages show under that row. */
export const socialLinkErrorKey = (index: number) => `socialLinks.${index}`;

function isNetwork(value: string): value is SocialNetwork {
  return Object.hasOwn(SOCIAL_NETWORKS, value);
}

/** The network an address belongs to: the first whose host it is on, else `website`. */
export function networkOfUrl(url: string): SocialNetwork {
  const host = new URL(url).hostname.toLowerCase();
  return SOCIAL_NETWORK_IDS.find((id) => (SOCIAL_NETWORKS[id] as Network).host?.test(host)) ?? "website";
}

/** What a visitor's screen reader calls the link: the network, or the other site's host. */
export function socialLinkName(link: SocialLink): string {
  if (link.network === "website") return new URL(link.url).hostname.replace(/^www\./, "");
  return SOCIAL_NETWORKS[link.network].label;
}

/**
 * Checks the posted rows: a row without an address is left out (that is how a
 * row is removed without JavaScript); any other needs a known network and an
 * http(s) address on that network's host. Errors are keyed by row.
 */
export function checkSocialLinks(
  rows: SocialLinkRow[],
): { ok: true; links: SocialLink[] } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const links: SocialLink[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const url = row.url.trim();
    if (url === "") return;
    const key = socialLinkErrorKey(index);
    if (!isNetwork(row.network)) errors[key] = SOCIAL_LINK_MESSAGES.networkInvalid;
    else if (url.length > 2048 || !isWebAddress(url)) errors[key] = SOCIAL_LINK_MESSAGES.urlInvalid;
    else {
      const network = row.network;
      const { host } = SOCIAL_NETWORKS[network] as Network;
      const normalized = new URL(url).toString();
      if (host && !host.test(new URL(url).hostname.toLowerCase()))
        errors[key] = SOCIAL_LINK_MESSAGES.wrongHost(network);
      else if (seen.has(normalized)) errors[key] = SOCIAL_LINK_MESSAGES.duplicate;
      else {
        seen.add(normalized);
        links.push({ network, url: normalized });
      }
    }
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (links.length > SOCIAL_LINKS_MAX) return { ok: false, errors: { socialLinks: SOCIAL_LINK_MESSAGES.tooMany } };
  return { ok: true, links };
}

/** Addresses from before the list (a short-video and a video channel), as profiles of the network they are on. */
export function socialLinksOfUrls(urls: (string | null | undefined)[]): SocialLink[] {
  return urls
    .filter((url): url is string => !!url && isWebAddress(url))
    .map((url) => ({ network: networkOfUrl(url), url }));
}
