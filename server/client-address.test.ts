import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { FILL_TIME_FIELD } from "#rules/form-guard";
import { backend, withTestDatabase } from "#tests/setup/database";
import { createApp } from "./app";
import { loadEnv } from "./env";
import { createLogger } from "./logger";
import { createSiteServer } from "./site-server";

const database = withTestDatabase();

// Distinct loopback addresses stand for a client on the network and for the reverse proxy.
const CLIENT = "127.0.0.2";
const PROXY = "127.0.0.3";

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** The site over real HTTP on a loopback port, behind a proxy at PROXY, taking two contact messages per address. */
async function startSite(): Promise<number> {
  const app = createApp({
    database: database.handle(),
    config: loadEnv(
      { NODE_ENV: "production", TRUST_PROXY: "true", TRUSTED_PROXIES: PROXY, RATE_LIMIT_CONTACT: "2/1h" },
      {},
    ),
    logger: createLogger("silent"),
    build: () => Promise.reject(new Error("pages are not part of this test")),
  });
  const started = createSiteServer({ fetch: app.fetch });
  server = started;
  await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
  return (started.address() as AddressInfo).port;
}

/** Sends a contact message from the given local address, saying it is forwarded for `forwardedFor`. */
function sendMessage(port: number, from: string, forwardedFor: string): Promise<number> {
  const body = JSON.stringify({
    name: "Ann Lee",
    email: "ann@example.com",
    subject: "Hello",
    message: "Can we talk about my debt?",
    [FILL_TIME_FIELD]: 9000,
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        localAddress: from,
        method: "POST",
        path: "/api/contact-messages",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe(`the visitor address behind a proxy, over HTTP, on ${backend}`, () => {
  it("ignores X-Forwarded-For from a client that reaches the app's port directly", async () => {
    const port = await startSite();
    const statuses = [
      await sendMessage(port, CLIENT, "203.0.113.1"),
      await sendMessage(port, CLIENT, "203.0.113.2"),
      await sendMessage(port, CLIENT, "203.0.113.3"),
    ];
    // All three count against the client's own address: the third is over the limit.
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("takes the visitor's address from X-Forwarded-For when the listed proxy sends it", async () => {
    const port = await startSite();
    const statuses = [
      await sendMessage(port, PROXY, "203.0.113.1"),
      await sendMessage(port, PROXY, "203.0.113.1"),
      await sendMessage(port, PROXY, "203.0.113.1"),
      await sendMessage(port, PROXY, "203.0.113.2"),
    ];
    // One visitor reaches the limit; another behind the same proxy is still welcome.
    expect(statuses).toEqual([201, 201, 429, 201]);
  });
});
