import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pinInlineScripts } from "./pin-inline-scripts";

const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

describe("pinInlineScripts", () => {
  const html = [
    '<script nonce="n0nce">window.__context = {"a":1};</script>',
    '<script type="module" nonce="n0nce">import "/assets/entry.js";</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script src="/assets/app.js" nonce="n0nce"></script>',
  ].join("");
  const pinned = pinInlineScripts(
    html,
    "n0nce",
    "default-src 'self'; script-src 'self' 'nonce-n0nce'; object-src 'none'",
  );

  it("allows exactly the page's inline scripts by hash instead of by nonce", () => {
    expect(pinned.policy).toBe(
      `default-src 'self'; script-src 'self' ${hashOf('window.__context = {"a":1};')} ${hashOf('import "/assets/entry.js";')}; object-src 'none'`,
    );
  });

  it("leaves no trace of the nonce in the page", () => {
    expect(pinned.html).not.toContain("n0nce");
    expect(pinned.html).toContain('<script src="/assets/app.js"></script>');
  });

  it("leaves a page without a nonce as it is", () => {
    expect(pinInlineScripts("<p>hi</p>", "", "script-src 'self'")).toEqual({
      html: "<p>hi</p>",
      policy: "script-src 'self'",
    });
  });
});
