import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "#core/dates";
import { legalPages, siteSettings } from "#db/schema";
import { withAdminHttp } from "#tests/setup/admin-http";
import { addClassInstance, addClassType, addTeamMember } from "#tests/setup/content";
import { withTestDatabase } from "#tests/setup/database";
import { testStructuredData } from "#tests/setup/structured-data-tool";

/**
 * What search engines read from the class pages and the site's markup, checked
 * with a structured-data testing tool we did not write, against the page's
 * own text, in the business's time zone.
 */

const ZONE = "America/New_York";
const SITE_URL = "https://coach.example.com";
const database = withTestDatabase();
const http = withAdminHttp(database, {
  signedIn: false,
  env: {
    SITE_URL,
    SITE_TIME_ZONE: ZONE,
    SOCIAL_VIDEO_URL: "https://video.example.com/@steadypath",
    BUSINESS_PHONE: "+1-973-555-0100",
  },
});

type JsonLd = Record<string, unknown> & { "@type": string };

function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "null") as JsonLd,
  );
}

/** The page's text for each class date: "Saturday, March 13, 2027 · 10:00 AM ET". */
function shownDates(html: string): string[] {
  return [...html.matchAll(/<p class="font-semibold">(.*?)<\/p>/gs)]
    .map((match) =>
      (match[1] ?? "")
        .replace(/<!-- -->/g, "")
        .replace(/<[^>]+>.*?<\/[^>]+>/g, "")
        .trim(),
    )
    .filter((text) => text.includes(" · "));
}

/** An ISO date-time read back as a person in the business's zone would say it. */
function asShown(dateTime: string): { day: string; clock: string } {
  const moment = new Date(dateTime);
  const day = new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: ZONE,
  }).format(moment);
  const clock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: ZONE })
    .format(moment)
    .replace(/\s/g, " ");
  return { day, clock };
}

/** The first day on or after `from` whose UTC offset in ZONE differs from the day before (a clock change). */
function nextClockChange(from: string): string {
  const offset = (date: string) =>
    new Intl.DateTimeFormat("en-US", { timeZone: ZONE, timeZoneName: "longOffset" })
      .formatToParts(new Date(`${date}T17:00:00Z`))
      .find((part) => part.type === "timeZoneName")?.value;
  let day = from;
  while (offset(day) === offset(addDays(day, -1))) day = addDays(day, 1);
  return day;
}

const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

async function addClasses() {
  const db = database.db();
  const today = todayIn(ZONE);
  const change = nextClockChange(addDays(today, 2));
  const instructor = await addTeamMember(db, { name: "Priya Natarajan" });
  const budgeting = await addClassType(db, {
    title: "Budget Basics",
    slug: "budget-basics",
    instructorId: instructor.id,
    featuredImageUrl: "https://images.example.com/budget.jpg",
  });
  const debt = await addClassType(db, { title: "Debt Payoff", slug: "debt-payoff", description: "Pay it down." });
  await addClassInstance(db, budgeting.id, {
    date: addDays(change, -1),
    time: "6:00 PM ET",
    durationMinutes: 90,
    location: "Online (Zoom)",
    price: "Free",
    registrationUrl: "https://register.example.com/budget",
  });
  await addClassInstance(db, budgeting.id, {
    date: addDays(change, 1),
    time: "10:00 AM ET",
    attendance: "in_person",
    location: "Maplewood Public Library, Community Room B",
    streetAddress: "215 Elm Street",
    addressLocality: "Maplewood",
    addressRegion: "NJ",
    postalCode: "07040",
    price: "$29",
    capacity: 20,
    availableSpots: 0,
  });
  // Registration on this site; a link typed before the owner switched stays unused.
  const onSite = await addClassInstance(db, debt.id, {
    registrationMode: "on_site",
    registrationUrl: "https://old-tickets.example.com/debt",
    date: addDays(today, 3),
    time: "6:30-8 PM",
    attendance: "mixed",
    location: "Steady Path office",
    streetAddress: "120 Main Street, Suite 210",
    addressLocality: "Maplewood",
    addressRegion: "NJ",
    postalCode: "07040",
    price: "$1,250.00",
  });
  return { change, onSite };
}

async function classPage(slug: string) {
  const response = await http.app().request(`/classes/${slug}`);
  const html = await response.text();
  expect(response.status, `${slug} ${html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]}`).toBe(200);
  return html;
}

describe("Event markup on class pages", () => {
  it("passes the testing tool with every property search engines document, on every class page", async () => {
    await addClasses();
    for (const slug of ["budget-basics", "debt-payoff"]) {
      const html = await classPage(slug);
      const required = [
        "name",
        "description",
        "startDate",
        "endDate",
        "eventStatus",
        "eventAttendanceMode",
        "location",
        "image",
        "organizer.name",
        "organizer.url",
        "performer.name",
        "offers.price",
        "offers.priceCurrency",
        "offers.url",
        "offers.availability",
        "offers.validFrom",
      ];
      const result = await testStructuredData(html, {
        schemas: ["jsonld:Event", "jsonld:ProfessionalService"],
        tests: [
          ...required.map((property) => ({ test: `Event[*].${property}`, type: "jsonld" as const, schema: "Event" })),
          ...["address.streetAddress", "address.postalCode", "logo", "telephone", "url", "name"].map((property) => ({
            test: `ProfessionalService[*].${property}`,
            type: "jsonld" as const,
            schema: "ProfessionalService",
          })),
        ],
      });
      expect(result.failed).toEqual([]);
      expect(result.schemas).toEqual(expect.arrayContaining(["Event", "ProfessionalService"]));
    }
  });

  it("starts each event at the date and time the page shows, with the zone's offset on either side of a clock change", async () => {
    const { change } = await addClasses();
    const html = await classPage("budget-basics");
    const events = jsonLdOf(html).filter((data) => data["@type"] === "Event");
    const shown = shownDates(html);
    expect(events).toHaveLength(2);
    expect(shown).toHaveLength(2);
    events.forEach((event, index) => {
      const start = String(event.startDate);
      expect(start).toMatch(DATE_TIME_WITH_OFFSET);
      expect(String(event.endDate)).toMatch(DATE_TIME_WITH_OFFSET);
      const { day, clock } = asShown(start);
      expect(shown[index]).toBe(`${day} · ${clock} ET`);
    });
    const [before, after] = events.map((event) => String(event.startDate));
    // The two dates sit on either side of a daylight-saving change: their offsets differ.
    expect(before?.slice(-6)).not.toBe(after?.slice(-6));
    expect(after?.slice(0, 10)).toBe(addDays(change, 1));
    // 90 minutes, as the class date says.
    expect(new Date(String(events[0]?.endDate)).getTime() - new Date(before ?? "").getTime()).toBe(90 * 60_000);
    // Without a duration a class lasts two hours.
    expect(new Date(String(events[1]?.endDate)).getTime() - new Date(after ?? "").getTime()).toBe(120 * 60_000);
  });

  it("describes where, who, what it costs and how to register as the page does", async () => {
    const { onSite } = await addClasses();
    const html = await classPage("budget-basics");
    const [online, inPerson] = jsonLdOf(html).filter((data) => data["@type"] === "Event");
    expect(online).toMatchObject({
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "VirtualLocation", url: "https://register.example.com/budget" },
      image: "https://images.example.com/budget.jpg",
      performer: { "@type": "Person", name: "Priya Natarajan" },
      organizer: { "@type": "Organization", url: SITE_URL },
      offers: {
        "@type": "Offer",
        price: "0",
        priceCurrency: "USD",
        url: "https://register.example.com/budget",
        availability: "https://schema.org/InStock",
      },
    });
    expect(inPerson).toMatchObject({
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Maplewood Public Library, Community Room B",
        address: {
          "@type": "PostalAddress",
          streetAddress: "215 Elm Street",
          addressLocality: "Maplewood",
          addressRegion: "NJ",
          postalCode: "07040",
          addressCountry: "US",
        },
      },
      offers: { price: "29", url: `${SITE_URL}/classes/budget-basics`, availability: "https://schema.org/SoldOut" },
    });
    // The page itself says where the in-person date is.
    expect(html).toContain("Maplewood Public Library, Community Room B, 215 Elm Street, Maplewood, NJ 07040");

    const debt = await classPage("debt-payoff");
    const [mixed] = jsonLdOf(debt).filter((data) => data["@type"] === "Event");
    expect(mixed).toMatchObject({
      eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
      location: [{ "@type": "Place" }, { "@type": "VirtualLocation", url: `${SITE_URL}/classes/debt-payoff` }],
      // No class image: the site's own picture, and the business stands in for a missing instructor.
      image: `${SITE_URL}/images/hero-default-1920.jpg`,
      performer: { "@type": "Organization", url: SITE_URL },
      // Registering happens on the site's own form for this date.
      offers: { price: "1250.00", url: `${SITE_URL}/classes/debt-payoff/${onSite.id}/register` },
    });
    expect(asShown(String(mixed?.startDate)).clock).toBe("6:30 PM");
  });

  it("gives the business its address, logo, telephone and social profiles on every page", async () => {
    await addClasses();
    for (const path of ["/", "/events", "/classes/budget-basics", "/about"]) {
      const response = await http.app().request(path);
      const business = jsonLdOf(await response.text()).find((data) => data["@type"] === "ProfessionalService");
      expect(business, path).toMatchObject({
        url: SITE_URL,
        logo: `${SITE_URL}/images/logo.png`,
        telephone: "+1-973-555-0100",
        address: { "@type": "PostalAddress", streetAddress: "120 Main Street, Suite 210", addressCountry: "US" },
        sameAs: ["https://video.example.com/@steadypath"],
      });
    }
    // The logo is a real picture of the size search engines ask for (at least 112 pixels square).
    const logo = await http.app({ clientDir: path.resolve("public") }).request("/images/logo.png");
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");
    const { width = 0, height = 0 } = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(112);
  });

  it("names each of the owner's social profiles to search engines, in her order", async () => {
    const links = [
      { network: "instagram", url: "https://www.instagram.com/steadypath" },
      { network: "linkedin", url: "https://www.linkedin.com/in/steadypath" },
      { network: "website", url: "https://podcast.steadypath.example/" },
    ] as const;
    await database
      .db()
      .insert(siteSettings)
      .values({
        businessName: "Steady Path",
        supportEmail: "hello@coach.example.com",
        timeZone: ZONE,
        socialLinks: [...links],
      });
    const html = await (await http.app().request("/about")).text();
    const result = await testStructuredData(html, {
      schemas: ["jsonld:ProfessionalService"],
      tests: links.map((link, index) => ({
        test: `ProfessionalService[*].sameAs[${index}]`,
        type: "jsonld" as const,
        schema: "ProfessionalService",
        expect: link.url,
      })),
    });
    expect(result.failed).toEqual([]);
    expect(result.schemas).toContain("ProfessionalService");
    const business = jsonLdOf(html).find((data) => data["@type"] === "ProfessionalService");
    expect(business?.sameAs).toEqual(links.map((link) => link.url));
  });

  it("shows where a class page sits, home to events to the class, as a breadcrumb trail", async () => {
    await addClasses();
    const html = await classPage("budget-basics");
    const result = await testStructuredData(html, {
      schemas: ["jsonld:BreadcrumbList"],
      tests: [
        "itemListElement",
        "itemListElement[0].position",
        "itemListElement[0].name",
        "itemListElement[0].item",
      ].map((property) => ({
        test: `BreadcrumbList[*].${property}`,
        type: "jsonld" as const,
        schema: "BreadcrumbList",
      })),
    });
    expect(result.failed).toEqual([]);
    const trail = jsonLdOf(html).find((data) => data["@type"] === "BreadcrumbList");
    // The last step is named as the page's own heading.
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
    expect(trail?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE_URL}/` },
      { "@type": "ListItem", position: 2, name: "Events", item: `${SITE_URL}/events` },
      { "@type": "ListItem", position: 3, name: heading, item: `${SITE_URL}/classes/budget-basics` },
    ]);
  });

  it("lists every public page in the sitemap, the contact, newsletter and legal pages among them", async () => {
    await addClasses();
    await database
      .db()
      .insert(legalPages)
      .values([
        { slug: "privacy", title: "Privacy Policy", body: "We keep what you send us." },
        { slug: "terms", title: "Terms of Service", body: "" },
      ]);
    const response = await http.app().request("/sitemap.xml");
    expect(response.status).toBe(200);
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const page of ["/", "/coaching", "/events", "/faq", "/about", "/get-started", "/contact", "/newsletter"]) {
      expect(locations).toContain(`${SITE_URL}${page}`);
    }
    for (const page of ["/privacy", "/classes/budget-basics", "/classes/debt-payoff"]) {
      expect(locations).toContain(`${SITE_URL}${page}`);
    }
    // A legal page without text is hidden from visitors, and so from search engines.
    expect(locations).not.toContain(`${SITE_URL}/terms`);
    // Each listed page answers 200, so search engines are never sent to a missing one.
    for (const location of locations) {
      const page = await http.app().request(new URL(location ?? "").pathname);
      expect(page.status, location).toBe(200);
    }
  });
});
