import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { addInitialContent } from "#core/seed/initial-content";
import { listPublicPaths } from "#core/site/list-public-paths";
import { faqQuestions, newsletterIssues } from "#db/schema";
import { withAdminHttp } from "#tests/setup/admin-http";
import { daysFromNow, insertBooking, insertSessionType } from "#tests/setup/booking-rows";
import { addClassInstance, addClassType, addTeamMember, addTestimonial } from "#tests/setup/content";
import { withTestDatabase } from "#tests/setup/database";

/**
 * Every page, public and back office, checked by the Nu Html Checker (the W3C
 * validator, run from the vnu-jar package on the machine's Java): no errors.
 */

const database = withTestDatabase();
const http = withAdminHttp(database);
const VNU_JAR = path.join(process.cwd(), "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

async function checkHtml(pages: Map<string, string>): Promise<VnuMessage[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "html-conformance-"));
  try {
    const files = [...pages].map(([address, html], index) => {
      const file = path.join(folder, `${index}-${address.replace(/\W+/g, "_")}.html`);
      fs.writeFileSync(file, html);
      return file;
    });
    const { stdout } = await promisify(execFile)(
      "java",
      ["-jar", VNU_JAR, "--format", "json", "--stdout", "--exit-zero-always", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages.map((message) => ({
      ...message,
      url: path.basename(message.url),
    }));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

describe("HTML conformance", () => {
  it("finds no errors on the public pages and the back office's pages", async () => {
    const db = database.db();
    await addInitialContent({ db });
    const member = await addTeamMember(db, { name: "Jordan Lee" });
    const testimonial = await addTestimonial(db, { name: "Dee" });
    const classType = await addClassType(db, { instructorId: member.id, slug: "budget-basics" });
    const classDate = await addClassInstance(db, classType.id, {
      registrationMode: "on_site",
      capacity: 10,
      availableSpots: 10,
    });

    const sessionType = await insertSessionType(db, { name: "Free consultation" });
    const booking = await insertBooking(db, sessionType, daysFromNow(2), {
      status: "pending",
      answers: [{ questionId: "goal", question: "What would you like help with?", answer: "A budget" }],
    });

    // An issue in the newsletter archive, so the sitemap lists the archive and the issue's page.
    const [sentIssue] = await db
      .insert(newsletterIssues)
      .values({
        subject: "Three small money habits",
        previewText: "Ten minutes a week adds up.",
        body: "## A money date\n\n- Look at your accounts\n- [See our events](/events)\n\n> Small steps count.",
        slug: "three-small-money-habits",
        status: "sent",
        sendStartedAt: new Date(),
        inArchive: true,
      })
      .returning();
    // A draft, opened in the editor as the owner left it.
    const [draftIssue] = await db
      .insert(newsletterIssues)
      .values({ subject: "Next month", previewText: "", body: "Coming soon.", slug: "next-month" })
      .returning();

    const [faq] = await db.select({ id: faqQuestions.id }).from(faqQuestions).limit(1);
    // Every page the sitemap lists (the class page and legal pages with text among them), and the rest.
    const paths = [
      ...(await listPublicPaths({ db })).map((page) => page.path),
      `/classes/budget-basics/${classDate.id}/register`,
      "/admin",
      "/admin/testimonials",
      "/admin/class-types",
      "/admin/class-instances",
      "/admin/team",
      "/admin/team/new",
      `/admin/team/${member.id}/edit`,
      "/admin/testimonials/new",
      `/admin/testimonials/${testimonial.id}/edit`,
      "/admin/class-types/new",
      `/admin/class-types/${classType.id}/edit`,
      "/admin/class-instances/new",
      `/admin/class-instances/${classDate.id}/edit`,
      `/admin/class-instances/${classDate.id}/attendees`,
      "/admin/faq",
      "/admin/faq/new",
      `/admin/faq/${faq?.id}/edit`,
      "/admin/hero-images",
      "/admin/inbox",
      "/admin/email-subscribers",
      "/admin/settings",
      "/admin/account",
      "/admin/users",
      "/admin/activity",
      "/admin/trash",
      "/admin/legal",
      "/admin/legal/privacy",
      "/admin/outbox",
      "/admin/backups",
      "/admin/booking-calendar",
      "/admin/bookings",
      "/admin/bookings?view=past",
      "/admin/bookings/week",
      `/admin/bookings/${booking.id}`,
      "/admin/session-types",
      "/admin/session-types/new",
      `/admin/session-types/${sessionType.id}/edit`,
      "/admin/availability",
      "/admin/insights",
      "/admin/newsletter",
      "/admin/newsletter/new",
      `/admin/newsletter/${sentIssue?.id}`,
      `/admin/newsletter/${draftIssue?.id}`,
      "/admin/account/two-factor",
    ];
    const pages = new Map<string, string>();
    for (const address of paths) {
      const response = await http.app().request(address, cookie());
      expect(response.status, address).toBe(200);
      pages.set(address, await response.text());
    }
    const errors = (await checkHtml(pages))
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .map((message) => `${message.url}:${message.lastLine ?? "?"} ${message.message} ${message.extract ?? ""}`);
    expect(errors).toEqual([]);
  }, 120_000);
});

function cookie() {
  return { headers: { Cookie: http.session.cookie } };
}
