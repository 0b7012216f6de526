import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * Turns a nonce-based page into a hash-based one, so it can be stored and sent
 * again byte for byte (and compressed once): the nonce attributes are dropped
 * and the policy's `'nonce-…'` source becomes one `'sha256-…'` source per
 * inline script of the page. A reused nonce would be a known nonce; a hash
 * allows exactly the scripts the server rendered and nothing else.
 */
export function pinInlineScripts(html: string, nonce: string, policy: string): { html: string; policy: string } {
  if (!nonce) return { html, policy };
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes) || content.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  const sources = [...hashes].join(" ");
  return {
    html: html.replaceAll(` nonce="${nonce}"`, ""),
    policy: policy.replace(`'nonce-${nonce}'`, sources).replace(/ {2,}/g, " "),
  };
}
