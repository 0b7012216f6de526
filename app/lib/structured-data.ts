import type { UpcomingClassInstance } from "#core/classes/list-upcoming-class-instances";
import type { PublicFaqCategory } from "#core/faq/list-public-faq";

/** schema.org descriptions of the business, its events and its FAQ. */

export function businessData({ siteName, siteUrl, email }: { siteName: string; siteUrl: string; email: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: siteName,
    url: siteUrl,
    email,
    description:
      "Financial coaching for people who feel stressed about money: one-to-one Money Strategy Sessions and live workshops.",
    priceRange: "$$",
  };
}

function offerPrice(price: string): string | null {
  if (/free/i.test(price)) return "0";
  const match = /(\d+(?:\.\d{1,2})?)/.exec(price.replace(/,/g, ""));
  return match?.[1] ?? null;
}

export function eventData(
  instance: UpcomingClassInstance,
  { siteName, siteUrl }: { siteName: string; siteUrl: string },
) {
  const online = /online|zoom|virtual|video/i.test(instance.location);
  const pageUrl = `${siteUrl}/classes/${instance.classType.slug}`;
  const price = offerPrice(instance.price);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: instance.classType.title,
    description: instance.classType.description,
    startDate: instance.date,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", url: instance.registrationUrl ?? pageUrl }
      : { "@type": "Place", name: instance.location, address: instance.location },
    organizer: { "@type": "Organization", name: siteName, url: siteUrl },
    url: pageUrl,
    ...(price === null
      ? {}
      : {
          offers: {
            "@type": "Offer",
            price,
            priceCurrency: "USD",
            url: instance.registrationUrl ?? pageUrl,
            availability: instance.availableSpots > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
          },
        }),
  };
}

export function faqData(categories: PublicFaqCategory[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: categories.flatMap((category) =>
      category.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
      })),
    ),
  };
}
