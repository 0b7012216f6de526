import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadEnv } from "#server/env";
import { announceMailSender } from "./announce-mail-sender";
import { mailSender } from "./mail-sender";

const site = { businessName: "Clearwater Money Coaching", supportEmail: "hello@clearwater.example" };

/** The messages the start-up log printed. */
function startUpLog(variables: Record<string, string>, settings = site): string[] {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)).msg);
      done();
    },
  });
  announceMailSender({ mail: loadEnv({}, variables).mail, site: settings, logger: pino(stream) });
  return lines;
}

describe("who email is from", () => {
  it("is the saved business name at no-reply@ the site's domain", () => {
    expect(mailSender({ mailFrom: null, siteUrl: "https://clearwater.example", site })).toEqual({
      from: { name: "Clearwater Money Coaching", address: "no-reply@clearwater.example" },
      domainFrom: "SITE_URL",
    });
    expect(startUpLog({ SITE_URL: "https://clearwater.example" })).toEqual([]);
  });

  it.each(["http://127.0.0.1:3000", "http://[::1]:3000", "http://localhost:3000", "http://10.0.0.5"])(
    "with SITE_URL=%s, no mail domain, takes the support address's domain and says so at start",
    (siteUrl) => {
      expect(mailSender({ mailFrom: null, siteUrl, site }).from.address).toBe("no-reply@clearwater.example");
      const [line] = startUpLog({ SITE_URL: siteUrl });
      expect(line).toContain("is not a mail domain: email is sent from no-reply@clearwater.example");
      expect(line).toContain("MAIL_FROM");
    },
  );

  it("warns at start when neither SITE_URL nor the support address gives a mail domain", () => {
    const local = { ...site, supportEmail: "owner@localhost" };
    expect(mailSender({ mailFrom: null, siteUrl: "http://127.0.0.1", site: local }).domainFrom).toBe("none");
    expect(startUpLog({ SITE_URL: "http://127.0.0.1" }, local)).toEqual([
      expect.stringMatching(
        /^neither SITE_URL's host 127\.0\.0\.1 nor the support address gives a mail domain.*set MAIL_FROM$/,
      ),
    ]);
  });

  it("is MAIL_FROM when it is set, signed with the saved name when MAIL_FROM names no one", () => {
    const at = (mailFrom: string) => mailSender({ mailFrom, siteUrl: "http://127.0.0.1", site }).from;
    expect(at('"Coach Ana" <ana@mail.example>')).toEqual({ name: "Coach Ana", address: "ana@mail.example" });
    expect(at("Coach Ana <ana@mail.example>")).toEqual({ name: "Coach Ana", address: "ana@mail.example" });
    expect(at("ana@mail.example")).toEqual({ name: "Clearwater Money Coaching", address: "ana@mail.example" });
    expect(startUpLog({ SITE_URL: "http://127.0.0.1", MAIL_FROM: "ana@mail.example" })).toEqual([]);
  });
});
