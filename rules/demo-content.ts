import { formatPostalAddress } from "./site-settings";
import { TRASH_KEEP_DAYS } from "./trash";

/** The business phone a new site starts with until the owner gives hers. */
export const DEMO_PHONE = "+1-973-555-0142";
/** The business address a new site starts with, by part (the environment's defaults). */
export const DEMO_ADDRESS = {
  streetAddress: "120 Main Street, Suite 210",
  addressLocality: "Maplewood",
  addressRegion: "NJ",
  postalCode: "07040",
} as const;
export const DEMO_POSTAL_ADDRESS = formatPostalAddress(DEMO_ADDRESS);

/** How many rows of each kind "Remove the demo content" would move to the Trash now. */
export type DemoContentCounts = {
  teamMembers: number;
  testimonials: number;
  classTypes: number;
  classDates: number;
  registrations: number;
  heroImages: number;
  messages: number;
  subscribers: number;
  sessionTypes: number;
  newsletterIssues: number;
  /** The demo phone number and address still in the settings. */
  phone: boolean;
  address: boolean;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The parts of the demo content still on the site, as a list a person reads ("3 team members", ...). */
export function demoContentParts(counts: DemoContentCounts): string[] {
  return [
    counts.teamMembers > 0 ? plural(counts.teamMembers, "team member", "team members") : "",
    counts.testimonials > 0 ? plural(counts.testimonials, "testimonial", "testimonials") : "",
    counts.classTypes > 0 ? plural(counts.classTypes, "class type", "class types") : "",
    counts.classDates > 0
      ? `${plural(counts.classDates, "class date", "class dates")}${counts.registrations > 0 ? ` with ${plural(counts.registrations, "registration", "registrations")}` : ""}`
      : "",
    counts.heroImages > 0 ? plural(counts.heroImages, "hero image", "hero images") : "",
    counts.messages > 0 ? plural(counts.messages, "message", "messages") : "",
    counts.subscribers > 0 ? plural(counts.subscribers, "subscriber", "subscribers") : "",
    counts.sessionTypes > 0 ? plural(counts.sessionTypes, "session type", "session types") : "",
    counts.newsletterIssues > 0 ? plural(counts.newsletterIssues, "newsletter issue", "newsletter issues") : "",
    counts.phone ? "the demo phone number" : "",
    counts.address ? "the demo address" : "",
  ].filter(Boolean);
}

/** Whether any demo rows (not only the demo phone number and address) are left. */
export function hasDemoRows(counts: DemoContentCounts): boolean {
  return demoContentParts({ ...counts, phone: false, address: false }).length > 0;
}

/** Whether any demo content is left to remove. */
export function hasDemoContent(counts: DemoContentCounts): boolean {
  return demoContentParts(counts).length > 0;
}

export const DEMO_CONTENT_MESSAGES = {
  title: "Demo content",
  button: "Remove the demo content",
  /** What the demo content is: the sample rows a new site may start with, or only the demo phone number and address (a site started without demo rows). */
  intro: ({ rows }: { rows: boolean }) =>
    rows
      ? "Your site started with demo content: a made-up team, testimonials, classes with registrations, messages, subscribers and newsletter issues, so every page had something to show."
      : "Your site still shows the demo phone number and address it was set up with.",
  question: (parts: string[]) =>
    `Remove the demo content? This moves to the Trash: ${parts.join(", ")}. Anything you added or edited yourself stays. You can restore it all from the Trash in one step for ${TRASH_KEEP_DAYS} days.`,
  removed: `Removed the demo content. It is in the Trash for ${TRASH_KEEP_DAYS} days.`,
  nothing: "There is no demo content left to remove.",
  failed: "Failed to remove the demo content",
  /** The trash item's title: what Restore brings back. */
  trashTitle: (parts: string[]) => `Demo content (${parts.join(", ")})`,
  restored: "Restored the demo content",
  /** The first-run choice on the setup page. */
  setupLegend: "Start your site",
  setupWith: "With the demo content, to see how every page looks (you can remove it later in one step)",
  setupWithout: "Without the demo content: an empty site to fill with your own",
} as const;
