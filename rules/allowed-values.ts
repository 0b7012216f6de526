/** The fixed value lists of the specification, shared by the schema, the server and the browser. */

export const CLASS_CATEGORIES = ["workshop", "masterclass", "webinar", "course"] as const;
export type ClassCategory = (typeof CLASS_CATEGORIES)[number];

export const CLASS_STATUSES = ["draft", "active", "archived"] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

export const TEAM_MEMBER_STATUSES = ["active", "inactive"] as const;

export const TESTIMONIAL_STATUSES = ["active", "inactive"] as const;

export const TESTIMONIAL_LOCATIONS = [
  "home_carousel",
  "coaching_main",
  "coaching_step1",
  "coaching_step2",
  "coaching_step3",
] as const;
export type TestimonialLocation = (typeof TESTIMONIAL_LOCATIONS)[number];

export const TESTIMONIAL_LOCATION_LABELS: Record<TestimonialLocation, string> = {
  home_carousel: "Home Page Carousel",
  coaching_main: "Coaching Page Main",
  coaching_step1: "Coaching Step 1",
  coaching_step2: "Coaching Step 2",
  coaching_step3: "Coaching Step 3",
};

export const HERO_PAGES = ["home", "coaching", "events", "about", "faq"] as const;
export type HeroPage = (typeof HERO_PAGES)[number];

export const HERO_PAGE_ASSIGNMENTS = ["unassigned", ...HERO_PAGES] as const;
export type HeroPageAssignment = (typeof HERO_PAGE_ASSIGNMENTS)[number];

export const MESSAGE_STATUSES = ["unread", "read", "replied", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type MessagePriority = (typeof MESSAGE_PRIORITIES)[number];

export const SUBSCRIBER_STATUSES = ["active", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const FAQ_CATEGORIES = ["General", "Coaching", "Pricing", "Events"] as const;
export type FaqCategoryName = (typeof FAQ_CATEGORIES)[number];

export const FAQ_STATUSES = ["draft", "active"] as const;
export type FaqStatus = (typeof FAQ_STATUSES)[number];

export const LEGAL_PAGES = ["privacy", "terms"] as const;
export type LegalPageSlug = (typeof LEGAL_PAGES)[number];
