import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EDIT_VERSION_FIELD } from "#rules/edit-version";
import { withAdminHttp } from "#tests/setup/admin-http";
import { backend, withTestDatabase } from "#tests/setup/database";

const database = withTestDatabase();
const http = withAdminHttp(database);

const PREFIXES = [
  "/",
  "/classes/",
  "/events/",
  "/media/",
  "/api/",
  "/api/admin/",
  "/admin/",
  "/admin/team/",
  "/admin/class-types/",
  "/admin/class-instances/",
  "/admin/testimonials/",
  "/admin/inbox",
  "/admin/email-subscribers",
  "/admin/email-subscribers/export",
  "/admin/trash",
  "/contact",
];
/** Pieces that break decoders: bad and partial escapes, NUL, encoded slashes, dots, lone surrogates. */
const HOSTILE = [
  "%",
  "%f",
  "%ff",
  "%00",
  "%zz",
  "%c0%af",
  "%ed%a0%80",
  "%2f",
  "%5c",
  "..",
  ".",
  "%2e%2e",
  "\u0000",
  "é",
  "'",
  '"',
  "<",
  " ",
  "+",
  ";",
  "edit",
  "00000000-0000-4000-8000-000000000000",
];

const piece = fc.oneof(fc.constantFrom(...HOSTILE), fc.stringMatching(/^[\w.~-]{0,8}$/), fc.string({ maxLength: 6 }));
const pathText = fc
  .tuple(fc.constantFrom(...PREFIXES), fc.array(piece, { maxLength: 4 }), fc.constantFrom("", "/", ".data", "/edit"))
  .map(([prefix, pieces, suffix]) => `${prefix}${pieces.join("")}${suffix}`);
const queryText = fc
  .array(
    fc.tuple(
      fc.constantFrom("q", "page", "status", "source", "tab", "redirectTo", "subject", "_routes", "x"),
      fc.array(piece, { maxLength: 3 }),
    ),
    { maxLength: 3 },
  )
  .map((pairs) => pairs.map(([name, pieces]) => `${name}=${pieces.join("")}`).join("&"));

/** Characters a request line cannot carry are sent escaped, as a client library would; everything else as typed. */
function asTarget(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters escaped
  return text.replace(/[\u0000-\u0020\u007f-\uffff"<>\\^`{|}#]/gu, (character) =>
    encodeURIComponent(character).replace(/%25/g, "%"),
  );
}

describe(`hostile paths and queries on ${backend}`, () => {
  it.each(["/%ff", "/%", "/admin/%ff", "/media/%ff", "/api/%ff", "/classes/%E0%A4%A", "/events%"])(
    "answers %s with 400, not a server error",
    async (path) => {
      const response = await http.app().request(path, { headers: { Cookie: http.session.cookie } });
      expect(response.status).toBe(400);
      expect(await response.text()).toBe("Bad Request");
    },
  );

  it.each([
    "/classes/%00",
    "/classes/a%00b",
    "/admin/team/%00/edit",
    "/admin/class-types/%00/edit",
    "/admin/inbox?q=%00",
    "/admin/email-subscribers?q=a%00&source=%00",
    "/admin/email-subscribers/export?q=%00",
    "/admin/team?q=%00&status=%00",
    "/contact?subject=%00",
    "/media/%00",
  ])("answers a NUL byte in %s without a server error", async (path) => {
    const response = await http.app().request(path, { headers: { Cookie: http.session.cookie } });
    await response.arrayBuffer();
    expect(response.status).toBeLessThan(500);
  });

  it.each([
    "/admin/team/%00/edit",
    "/admin/class-types/%00/edit",
    "/admin/class-instances/%00/edit",
    "/admin/testimonials/%00/edit",
    "/admin/faq/%00/edit",
    "/admin/legal/%00",
  ])("answers a save posted to %s, with the version it was opened at, without a server error", async (path) => {
    const response = await http.submit(path, { [EDIT_VERSION_FIELD]: "1", name: "Ann", question: "Why?" });
    await response.arrayBuffer();
    expect(response.status).toBeLessThan(500);
  });

  it("never answers 5xx to any path and query, signed in or not", async () => {
    await fc.assert(
      fc.asyncProperty(pathText, queryText, fc.boolean(), async (path, query, signedIn) => {
        const target = `http://localhost${asTarget(path)}${query ? `?${asTarget(query)}` : ""}`;
        const response = await http.app().request(target, {
          headers: signedIn ? { Cookie: http.session.cookie } : {},
        });
        await response.arrayBuffer();
        expect(response.status, target).toBeLessThan(500);
      }),
      { numRuns: 250 },
    );
  });
});
