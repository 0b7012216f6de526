import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { freePort } from "#scripts/lib/local-test-tools.mjs";
import { NGINX, startNginx } from "./fixtures/nginx-proxy";

type RawAnswer = { status: number; rawHeaders: string[]; body: Buffer };

/** One HTTPS request keeping the bytes as sent and every header line (a repeated header stays repeated). */
function fetchRaw(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { headers, rejectUnauthorized: false, agent: false }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode ?? 0, rawHeaders: incoming.rawHeaders, body: Buffer.concat(chunks) }),
        );
        incoming.on("error", reject);
      })
      .on("error", reject);
  });
}

function headerValues(answer: RawAnswer, name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    if (answer.rawHeaders[i]?.toLowerCase() === name) values.push(answer.rawHeaders[i + 1] ?? "");
  }
  return values;
}

test("the shipped nginx.conf serves built scripts and styles gzip-compressed, with one Cache-Control and nosniff", async ({
  baseURL,
}) => {
  test.skip(!NGINX && !process.env.CI, "nginx is not installed (.ci/run installs it)");
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-assets-"));
  const site = new URL(baseURL ?? "").host;
  const httpsPort = await freePort();
  const proxy = await startNginx({ folder, httpsPort, httpPort: await freePort(), instances: [site, site] });
  try {
    const assets = path.resolve("build/client/assets");
    const script = fs.readdirSync(assets).find((name) => /^entry\.client-.*\.js$/.test(name));
    const style = fs.readdirSync(assets).find((name) => name.endsWith(".css"));
    for (const name of [script, style]) {
      if (!name) throw new Error("the build has no entry script or style sheet");
      const onDisk = fs.readFileSync(path.join(assets, name));
      const url = `https://127.0.0.1:${httpsPort}/assets/${name}`;

      const zipped = await fetchRaw(url, { "Accept-Encoding": "gzip, deflate, br" });
      expect(zipped.status).toBe(200);
      expect(headerValues(zipped, "content-encoding")).toEqual(["gzip"]);
      expect(zlib.gunzipSync(zipped.body).equals(onDisk)).toBe(true);
      expect(zipped.body.length).toBeLessThan(onDisk.length / 2);
      expect(headerValues(zipped, "vary").join(",")).toContain("Accept-Encoding");
      expect(headerValues(zipped, "cache-control")).toEqual(["public, max-age=31536000, immutable"]);
      expect(headerValues(zipped, "expires")).toEqual([]);
      expect(headerValues(zipped, "x-content-type-options")).toEqual(["nosniff"]);

      // A client that takes no compression gets the file as built.
      const plain = await fetchRaw(url, {});
      expect(headerValues(plain, "content-encoding")).toEqual([]);
      expect(plain.body.equals(onDisk)).toBe(true);
      expect(headerValues(plain, "cache-control")).toEqual(["public, max-age=31536000, immutable"]);
      expect(headerValues(plain, "x-content-type-options")).toEqual(["nosniff"]);
    }
    expect(proxy.errors()).not.toMatch(/\[(emerg|crit|error)\]/);
  } finally {
    await proxy.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
