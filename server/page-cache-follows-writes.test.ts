import { afterEach, describe, expect, it } from "vitest";
import { registerForClass } from "#core/registrations/register-for-class";
import { createTestimonial } from "#core/testimonials/create-testimonial";
import { deleteTestimonial } from "#core/testimonials/delete-testimonial";
import { updateTestimonial } from "#core/testimonials/update-testimonial";
import { purgeExpiredTrash } from "#core/trash/purge-expired-trash";
import { classRegistrations } from "#db/schema";
import { OWNER, SITE, withAdminHttp } from "#tests/setup/admin-http";
import { addClassInstance, addClassType, today } from "#tests/setup/content";
import { pngFile, testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";
import { createLogger } from "./logger";
import { createPageCache, type PageCache } from "./page-cache";

/**
 * Stored pages and /media files follow the writes themselves: each kind of
 * write that changes what a visitor sees bumps the content version, and the
 * next answer shows the change. The poll is made slow here, so a change shows
 * only through the write's own request or an explicit read of the version
 * (what the poll does on another instance).
 */

const database = withTestDatabase();
const http = withAdminHttp(database, { signedIn: false, env: { SITE_TIME_ZONE: "UTC" } });

const caches: PageCache[] = [];
afterEach(() => {
  for (const cache of caches.splice(0)) cache.stop();
});

function site() {
  const pageCache = createPageCache({
    db: database.db(),
    logger: createLogger("silent"),
    timeZone: () => "UTC",
    pollMs: 60_000,
  });
  caches.push(pageCache);
  const app = http.app({ pageCache });
  const text = async (path: string) => (await app.request(path)).text();
  return { app, pageCache, text };
}

async function carouselTestimonial(quote: string) {
  const created = await createTestimonial({
    db: database.db(),
    input: { name: "Sam", quote, location: "home_carousel", displayOrder: "1", status: "active" },
    image: { file: await pngFile() },
    actor: testActor,
  });
  if (!created.ok) throw new Error("the testimonial was not saved");
  return created.id;
}

describe("stored pages after a write", () => {
  it("show a back-office edit once the content version is read again, as another instance polls it", async () => {
    const id = await carouselTestimonial("Calmer now.");
    const elsewhere = site();
    expect(await elsewhere.text("/")).toContain("Calmer now.");

    const updated = await updateTestimonial({
      db: database.db(),
      id,
      input: { name: "Sam", quote: "Sleeping well.", location: "home_carousel", displayOrder: "1", status: "active" },
      actor: testActor,
    });
    expect(updated.ok).toBe(true);
    expect(await elsewhere.text("/")).toContain("Calmer now.");
    await elsewhere.pageCache.contentVersion.refresh();
    expect(await elsewhere.text("/")).toContain("Sleeping well.");
  });

  it("show a seat taken and a seat given back on the events page", async () => {
    const classType = await addClassType(database.db(), { title: "Debt Payoff", slug: "debt-payoff" });
    const classDate = await addClassInstance(database.db(), classType.id, {
      capacity: 3,
      availableSpots: 3,
      registrationMode: "on_site",
    });
    const { app, pageCache, text } = site();
    expect(await text("/events")).toContain("3 spots left");
    expect(await text("/events")).toContain("3 spots left");

    const registered = await registerForClass({
      db: database.db(),
      classInstanceId: classDate.id,
      input: { firstName: "Sam", lastName: "Lee", email: "sam@example.org" },
      today: today(),
      mail: testMailSettings(),
      timeZone: "UTC",
    });
    expect(registered.ok).toBe(true);
    await pageCache.contentVersion.refresh();
    expect(await text("/events")).toContain("2 spots left");

    // Given back from the emailed link, a visitor's own request on this instance.
    const [registration] = await database.db().select().from(classRegistrations);
    const cancelled = await app.request("/registration/cancel", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: registration?.cancelToken ?? "" }),
    });
    expect(cancelled.status).toBeLessThan(400);
    expect(await text("/events")).toContain("3 spots left");
  });

  it("stay stored through sign-in attempts, which change no public page", async () => {
    const { app, pageCache } = site();
    await app.request("/faq");
    expect(pageCache.stats().entries).toBe(1);
    for (const password of ["wrong", OWNER.password]) {
      await app.request("/admin/login", {
        method: "POST",
        headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: OWNER.email, password }),
      });
    }
    expect(pageCache.stats().entries).toBe(1);
  });
});

describe("/media files after a write", () => {
  it("stop being served once the trash is emptied of the image's last user", async () => {
    const id = await carouselTestimonial("Calmer now.");
    const { app, pageCache, text } = site();
    const file = /\/media\/([A-Za-z0-9_-]{16}-\d+\.(?:avif|webp|jpg))/.exec(await text("/"))?.[1];
    expect(file).toBeDefined();
    expect((await app.request(`/media/${file}`)).status).toBe(200);

    await deleteTestimonial({ db: database.db(), id, actor: testActor });
    await purgeExpiredTrash({ db: database.db(), now: new Date(Date.now() + 31 * 86_400_000) });
    await pageCache.contentVersion.refresh();
    expect((await app.request(`/media/${file}`)).status).toBe(404);
  });
});
