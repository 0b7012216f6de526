import { describe, expect, it } from "vitest";
import { addInitialContent } from "#core/seed/initial-content";
import { sessionTypes } from "#db/schema";
import { withAdminHttp } from "#tests/setup/admin-http";
import { insertSessionType } from "#tests/setup/booking-rows";
import { withTestDatabase } from "#tests/setup/database";
import { testStructuredData } from "#tests/setup/structured-data-tool";

/**
 * How the public site leads a visitor to booking: Get Started and /book offer
 * the active session types, search engines read them as services, the
 * sitemap lists their pages, and the privacy policy says what a booking keeps.
 */

const SITE_URL = "https://coach.example.com";
const database = withTestDatabase();
const http = withAdminHttp(database, { signedIn: false, env: { SITE_URL, SITE_TIME_ZONE: "America/New_York" } });

type JsonLd = Record<string, unknown> & { "@type": string };

function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "null") as JsonLd,
  );
}

/** The addresses the page links to, in page order. */
function linksOf(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&"));
}

function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

const FREE_CONSULTATION = {
  name: "Free consultation",
  slug: "free-consultation",
  description: "A short call to hear what is going on and see whether we are a good fit.",
  durationMinutes: 15,
  price: "Free",
};

/** A paid session listed first by the owner, the free consultation after it, and a draft nobody sees. */
async function addSessions() {
  const db = database.db();
  await insertSessionType(db, {
    name: "Money Strategy Session",
    slug: "money-strategy-session",
    description:
      "About 2.5 hours with your coach, built on the numbers from your Financial Prep Worksheet.\n\nYou leave with a written plan.",
    durationMinutes: 150,
    price: "$497",
    displayOrder: 0,
  });
  await insertSessionType(db, { ...FREE_CONSULTATION, displayOrder: 1 });
  await insertSessionType(db, {
    ...FREE_CONSULTATION,
    name: "Follow-up call",
    slug: "follow-up",
    price: "$95",
    status: "draft",
  });
}

async function page(path: string, env: Record<string, string> = {}) {
  const response = await http.app({ env }).request(path);
  const html = await response.text();
  expect(response.status, path).toBe(200);
  return html;
}

describe("/get-started", () => {
  it("offers each active session to book on the site, the free consultation first, and still a way to write", async () => {
    await addSessions();
    const html = await page("/get-started");
    const text = textOf(html);
    expect(text).toContain("Let's build your plan together");
    expect(text).toContain("Book your time");
    // Name, duration, price and the description's first paragraph, for each active type.
    expect(text).toContain("Free consultation 15 minutes · , Free A short call to hear what is going on");
    expect(text).toContain("Money Strategy Session 2 hours 30 minutes · , $497 About 2.5 hours with your coach");
    expect(text).not.toContain("You leave with a written plan");
    expect(text).not.toContain("Follow-up call");
    const bookLinks = linksOf(html).filter((href) => href.startsWith("/book"));
    expect(bookLinks).toEqual(["/book/free-consultation", "/book/money-strategy-session"]);
    expect(textOf(html)).toContain("Book a time for Free consultation Money Strategy Session");
    // No embedded frame; the contact form stays for a visitor who would rather write first.
    expect(html).not.toContain("<iframe");
    expect(linksOf(html)).toContain("/contact?subject=Consultation%20Request");
    // The hero leads to the cards; the page's promise and how booking is confirmed are still there.
    expect(text).toContain("Choose a time");
    expect(text).toContain("The Money Strategy Session");
    expect(text).toContain("Our promise");
    expect(text).toContain("We confirm by email");
  });

  it("shows the embedded consultation form as before when its address is set, even with sessions to book", async () => {
    await addSessions();
    const html = await page("/get-started", { CONSULTATION_FORM_URL: "https://forms.example.net/consult" });
    expect(html).toMatch(/<iframe[^>]*title="Consultation request form"/);
    expect(html).toContain('src="https://forms.example.net/consult"');
    expect(textOf(html)).toContain("Request your consultation");
    expect(textOf(html)).toContain("Request a complimentary consultation. It is an expression of interest");
    expect(linksOf(html).filter((href) => href.startsWith("/book"))).toEqual([]);
    expect(jsonLdOf(html).filter((data) => data["@type"] === "Service")).toEqual([]);
  });

  it("offers the site's contact form as before when no session is active and no form is set", async () => {
    await insertSessionType(database.db(), { ...FREE_CONSULTATION, status: "draft" });
    const html = await page("/get-started");
    const text = textOf(html);
    expect(text).toContain("Request your consultation");
    expect(text).toContain("Request a consultation");
    expect(text).toContain("Request a free consultation");
    expect(text).toContain("You send the request");
    expect(linksOf(html)).toContain("/contact?subject=Consultation%20Request");
    expect(html).not.toContain("<iframe");
    expect(linksOf(html).filter((href) => href.startsWith("/book"))).toEqual([]);
    expect(jsonLdOf(html).filter((data) => data["@type"] === "Service")).toEqual([]);
  });
});

describe("/book", () => {
  it("lists the active sessions with their booking links", async () => {
    await addSessions();
    const html = await page("/book");
    const text = textOf(html);
    expect(text).toContain("Book a session");
    expect(html).toMatch(/<h2[^>]*>Free consultation<\/h2>/);
    expect(linksOf(html).filter((href) => href.startsWith("/book"))).toEqual([
      "/book/free-consultation",
      "/book/money-strategy-session",
    ]);
    expect(text).not.toContain("Follow-up call");
  });

  it("sends a visitor to Get Started while no session can be booked", async () => {
    await insertSessionType(database.db(), { ...FREE_CONSULTATION, status: "draft" });
    const response = await http.app().request("/book");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/get-started");
  });
});

describe("sessions as search engines see them", () => {
  it("describes each bookable session as a service of the business with its price in dollars, on both pages", async () => {
    await addSessions();
    for (const path of ["/get-started", "/book"]) {
      const html = await page(path);
      const result = await testStructuredData(html, {
        schemas: ["jsonld:ProfessionalService"],
        tests: [
          ...["name", "description", "url", "provider", "offers.price", "offers.priceCurrency", "offers.url"].map(
            (property) => ({ test: `Service[*].${property}`, type: "jsonld" as const, schema: "Service" }),
          ),
          { test: "Service[0].offers.price", type: "jsonld", schema: "Service", expect: "0" },
          { test: "Service[1].offers.price", type: "jsonld", schema: "Service", expect: "497" },
          { test: "Service[1].offers.priceCurrency", type: "jsonld", schema: "Service", expect: "USD" },
        ],
      });
      expect(result.failed, path).toEqual([]);
      expect(result.schemas).toEqual(expect.arrayContaining(["Service", "ProfessionalService"]));

      const data = jsonLdOf(html);
      const business = data.find((item) => item["@type"] === "ProfessionalService");
      const services = data.filter((item) => item["@type"] === "Service");
      expect(services).toEqual([
        {
          "@context": "https://schema.org",
          "@type": "Service",
          name: "Free consultation",
          description: "A short call to hear what is going on and see whether we are a good fit.",
          url: `${SITE_URL}/book/free-consultation`,
          provider: { "@id": business?.["@id"] },
          offers: { "@type": "Offer", price: "0", priceCurrency: "USD", url: `${SITE_URL}/book/free-consultation` },
        },
        expect.objectContaining({
          name: "Money Strategy Session",
          url: `${SITE_URL}/book/money-strategy-session`,
          provider: { "@id": `${SITE_URL}/#business` },
          offers: {
            "@type": "Offer",
            price: "497",
            priceCurrency: "USD",
            url: `${SITE_URL}/book/money-strategy-session`,
          },
        }),
      ]);
    }
  });

  it("lists the booking pages of active sessions in the sitemap, never a draft's or a booking's own pages", async () => {
    const sitemap = async () =>
      [...(await (await http.app().request("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1] ?? "").pathname,
      );
    await insertSessionType(database.db(), {
      ...FREE_CONSULTATION,
      name: "Old offer",
      slug: "old-offer",
      status: "draft",
    });
    expect((await sitemap()).filter((path) => path.startsWith("/book"))).toEqual([]);

    await addSessions();
    const paths = await sitemap();
    expect(paths.filter((path) => path.startsWith("/book"))).toEqual([
      "/book",
      "/book/money-strategy-session",
      "/book/free-consultation",
    ]);
    expect(paths).toContain("/get-started");
    expect(paths.some((path) => path.startsWith("/bookings"))).toBe(false);
    // robots.txt is unchanged by booking: nothing about it.
    expect(await (await http.app().request("/robots.txt")).text()).not.toMatch(/book/i);
  });

  it("gives a session's page and each of its day and time views one canonical address, and keeps the views out of the index", async () => {
    await addSessions();
    const canonical = `${SITE_URL}/book/free-consultation`;
    const headOf = async (path: string) => {
      const response = await http.app().request(path);
      const html = await response.text();
      expect(response.status, path).toBe(200);
      return {
        canonical: [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((match) => match[1]),
        robots: [
          ...[...html.matchAll(/<meta name="robots" content="([^"]+)"/g)].map((match) => match[1]),
          response.headers.get("x-robots-tag"),
        ].filter(Boolean),
      };
    };
    expect(await headOf("/book/free-consultation")).toEqual({ canonical: [canonical], robots: [] });
    const views = [
      "/book/free-consultation?date=2027-03-15",
      "/book/free-consultation?tz=America%2FNew_York&date=2027-03-15&start=2027-03-15T13%3A00%3A00.000Z",
      "/book/free-consultation?tz=Asia%2FKolkata&from=2027-01-04",
    ];
    for (const view of views) {
      expect(await headOf(view), view).toEqual({ canonical: [canonical], robots: ["noindex"] });
    }
  });
});

describe("the built-in privacy policy", () => {
  const privacyPage = async () => textOf(await page("/privacy"));

  it("says what a booking keeps, why, and that reminders come by email, only while a session can be booked", async () => {
    await addInitialContent({ db: database.db() });
    await insertSessionType(database.db(), { ...FREE_CONSULTATION, status: "draft" });
    expect(await privacyPage()).not.toContain("Session bookings");

    await database
      .db()
      .update(sessionTypes)
      .set({ status: "active", updatedAt: new Date("2031-02-03T12:00:00Z") });
    const text = await privacyPage();
    expect(text).toContain(
      "Session bookings made on this site: your name, email address, your answers to the questions asked when you book, and the time you chose",
    );
    expect(text).toContain("to keep that time for you and to prepare for the session");
    expect(text).toContain("we send you its confirmation and reminders by email");
    expect(text).toContain("Bookings are kept so we can run the session");
    // Offering booking changed the text: its date says so.
    expect(text).toContain("Last updated February 3, 2031");
  });
});
