import type {
  Blog,
  BlogPosting,
  BreadcrumbList,
  Event,
  FAQPage,
  Offer,
  Organization,
  Place,
  Service,
  VirtualLocation,
  WithContext,
} from "schema-dts";
import type { BookableSessionType } from "#core/bookings/list-bookable-session-types";
import type { UpcomingClassInstance } from "#core/classes/list-upcoming-class-instances";
import type { PublicFaqCategory } from "#core/faq/list-public-faq";
import { readClockTime, zonedTimeSpan } from "#rules/class-time";
import { type BusinessDetails, businessId, postalAddress } from "./business-data";

/**
 * schema.org descriptions of the business, its events and its FAQ. The
 * schema-dts types make the compiler refuse a property or value that the
 * vocabulary does not have.
 */

/** "Free" is 0; "$49" and "$1,250.00" are their amounts; text without a number has no price. */
export function offerPrice(price: string): string | null {
  if (/free/i.test(price)) return "0";
  const match = /(\d+(?:\.\d{1,2})?)/.exec(price.replace(/,/g, ""));
  return match?.[1] ?? null;
}

const ATTENDANCE_MODE = {
  online: "https://schema.org/OnlineEventAttendanceMode",
  in_person: "https://schema.org/OfflineEventAttendanceMode",
  mixed: "https://schema.org/MixedEventAttendanceMode",
} as const;

/** Start and end as date-times with the offset of the zone the time names (else the business's), on that date. */
export function eventTimes(instance: UpcomingClassInstance, timeZone: string): { start: string; end: string } {
  const clock = readClockTime(instance.time);
  // A time entered before times had to be readable: the day alone, which is still true.
  if (!clock) return { start: instance.date, end: instance.date };
  return zonedTimeSpan({
    date: instance.date,
    hour: clock.hour,
    minute: clock.minute,
    timeZone: clock.timeZone ?? timeZone,
    durationMinutes: instance.durationMinutes,
  });
}

function eventLocation(
  instance: UpcomingClassInstance,
  /** The page a visitor joins or registers from. */
  onlineUrl: string,
): Place | VirtualLocation | (Place | VirtualLocation)[] {
  const online: VirtualLocation = { "@type": "VirtualLocation", url: onlineUrl };
  if (!instance.venueAddress) return online;
  const address = instance.venueAddress;
  const place: Place = {
    "@type": "Place",
    name: instance.location,
    // A date saved before venues had addresses keeps its old text, which named the place.
    address: postalAddress(address.streetAddress ? address : { ...address, streetAddress: instance.location }),
  };
  return instance.attendance === "mixed" ? [place, online] : place;
}

export function eventData(
  instance: UpcomingClassInstance,
  { business, timeZone, fallbackImageUrl }: { business: BusinessDetails; timeZone: string; fallbackImageUrl: string },
): WithContext<Event> {
  const pageUrl = `${business.url}/classes/${instance.classType.slug}`;
  // Where a visitor registers: this site's form for an on-site date, else the owner's registration link.
  const registerUrl =
    instance.registrationMode === "on_site"
      ? `${pageUrl}/${instance.id}/register`
      : (instance.registrationUrl ?? pageUrl);
  const price = offerPrice(instance.price);
  const { start, end } = eventTimes(instance, timeZone);
  const organizer = { "@type": "Organization", name: business.name, url: business.url } as const;
  const offers: Offer | undefined =
    price === null
      ? undefined
      : {
          "@type": "Offer",
          price,
          priceCurrency: "USD",
          url: registerUrl,
          availability: instance.availableSpots > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
          validFrom: instance.publishedAt,
        };
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: instance.classType.title,
    description: instance.classType.description,
    startDate: start,
    endDate: end,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: ATTENDANCE_MODE[instance.attendance],
    location: eventLocation(instance, instance.registrationMode === "on_site" ? pageUrl : registerUrl),
    image: new URL(instance.classType.imageUrl ?? fallbackImageUrl, `${business.url}/`).toString(),
    organizer,
    performer: instance.classType.instructorName
      ? { "@type": "Person", name: instance.classType.instructorName }
      : organizer,
    url: pageUrl,
    ...(offers ? { offers } : {}),
  };
}

/** A bookable session as a service the business provides, its price in dollars and where it is booked. */
export function serviceData(type: BookableSessionType, business: BusinessDetails): WithContext<Service> {
  const url = `${business.url}/book/${type.slug}`;
  const price = offerPrice(type.price);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: type.name,
    ...(type.description.trim() ? { description: type.description.trim() } : {}),
    url,
    provider: { "@id": businessId(business.url) },
    ...(price === null ? {} : { offers: { "@type": "Offer", price, priceCurrency: "USD", url } }),
  };
}

export function faqData(categories: PublicFaqCategory[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: categories.flatMap((category) =>
      category.items.map((item) => ({
        "@type": "Question" as const,
        name: item.question,
        acceptedAnswer: { "@type": "Answer" as const, text: item.answer.join(" ") },
      })),
    ),
  };
}

/** Where a page sits in the site, from the home page down to it: each step's name and its path. */
export function breadcrumbData(
  business: BusinessDetails,
  steps: { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem" as const,
      position: index + 1,
      name: step.name,
      item: `${business.url}${step.path}`,
    })),
  };
}

/** An issue of the newsletter as search engines read an article: its page, title, date and who wrote it. */
export type NewsletterIssueLink = { url: string; subject: string; description: string; sentAt: string };

function publisher(business: BusinessDetails): Organization {
  return {
    "@type": "Organization",
    "@id": businessId(business.url),
    name: business.name,
    url: business.url,
    logo: { "@type": "ImageObject", url: business.logoUrl },
  };
}

function posting(business: BusinessDetails, issue: NewsletterIssueLink): BlogPosting {
  return {
    "@type": "BlogPosting",
    headline: issue.subject,
    ...(issue.description ? { description: issue.description } : {}),
    url: issue.url,
    mainEntityOfPage: issue.url,
    datePublished: issue.sentAt,
    // An issue cannot change once it is sent.
    dateModified: issue.sentAt,
    image: business.imageUrl,
    author: { "@type": "Organization", name: business.name, url: business.url },
    publisher: publisher(business),
  };
}

/** The newsletter archive: the business's blog of past issues, newest first. */
export function newsletterArchiveData(
  business: BusinessDetails,
  archive: { url: string; name: string; description: string; issues: NewsletterIssueLink[] },
): WithContext<Blog> {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: archive.name,
    description: archive.description,
    url: archive.url,
    publisher: publisher(business),
    blogPost: archive.issues.map((issue) => posting(business, issue)),
  };
}

/** One issue of the newsletter on its archive page. */
export function newsletterIssueData(
  business: BusinessDetails,
  issue: NewsletterIssueLink & { archiveUrl: string },
): WithContext<BlogPosting> {
  return {
    "@context": "https://schema.org",
    ...posting(business, issue),
    isPartOf: { "@type": "Blog", url: issue.archiveUrl },
  };
}
