import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { presetHead, sendWithPresetHead } from "./preset-response-head";

const HEADERS = [
  "content-security-policy",
  "default-src 'self'; script-src 'self' 'sha256-7vS3Wyl8YOsVDFIzZbHkU+cMwdYMPqhw38MwGVCSH1U='",
  "content-type",
  "text/html; charset=utf-8",
  "x-content-type-options",
  "nosniff",
  "etag",
  'W/"abc"',
  "vary",
  "Accept-Encoding",
  "content-length",
  "11",
];
const BODY = new TextEncoder().encode("hello page!");
const HEAD = presetHead(200, HEADERS);

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** `/preset` answers through the preset head, `/node` through Node's own writeHead, with the same headers. */
async function listen(settings: { keepAliveTimeout?: number; maxRequestsPerSocket?: number } = {}) {
  server = createServer((request, response) => {
    const body = request.method === "HEAD" ? undefined : BODY;
    if (request.url === "/preset") sendWithPresetHead(request, response, HEAD, ["x-request-id", "fixed-id-1"], body);
    else {
      response.writeHead(200, [...HEADERS, "x-request-id", "fixed-id-1"]);
      response.end(body);
    }
  });
  if (settings.keepAliveTimeout !== undefined) server.keepAliveTimeout = settings.keepAliveTimeout;
  if (settings.maxRequestsPerSocket !== undefined) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Writes raw request bytes on one connection and returns everything read until the server closes it or goes quiet. */
function exchange(port: number, raw: string): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    let quiet: NodeJS.Timeout | undefined;
    const done = (closedByServer: boolean) => {
      clearTimeout(quiet);
      socket.destroy();
      resolve({ text, closedByServer });
    };
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      text += chunk;
      clearTimeout(quiet);
      quiet = setTimeout(() => done(false), 300);
    });
    socket.on("end", () => done(true));
    socket.on("error", reject);
    socket.write(raw);
  });
}

/** The response with its Date line blanked, which differs between two responses only by the clock. */
const withoutDate = (text: string) => text.replace(/^Date: .*\r\n/gm, "Date: -\r\n");

describe("a stored page's preset response head", () => {
  it("puts on the wire exactly what writeHead would, keep-alive lines included", async () => {
    const port = await listen({ keepAliveTimeout: 7000 });
    const preset = await exchange(port, "GET /preset HTTP/1.1\r\nHost: x\r\n\r\n");
    const node = await exchange(port, "GET /node HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(preset.text).toContain("Keep-Alive: timeout=7\r\n");
    expect(preset.text).toMatch(/^Date: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT\r\n/m);
    expect(withoutDate(preset.text)).toBe(withoutDate(node.text));
    expect(preset.text.endsWith("\r\n\r\nhello page!")).toBe(true);
  });

  it("answers pipelined requests in order on one connection, HEAD without a body", async () => {
    const port = await listen();
    const raw =
      "GET /preset HTTP/1.1\r\nHost: x\r\n\r\n" +
      "HEAD /preset HTTP/1.1\r\nHost: x\r\n\r\n" +
      "GET /preset HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    const { text, closedByServer } = await exchange(port, raw);
    const responses = text.split("HTTP/1.1 200 OK\r\n").slice(1);
    expect(responses).toHaveLength(3);
    expect(responses[0]?.endsWith("\r\n\r\nhello page!")).toBe(true);
    expect(responses[1]?.endsWith("\r\n\r\n")).toBe(true);
    expect(responses[1]).toContain("content-length: 11\r\n");
    // The last asked to close: Node's own lines say so, and the server closes.
    expect(responses[2]).toContain("Connection: close\r\n");
    expect(responses[2]?.endsWith("hello page!")).toBe(true);
    expect(closedByServer).toBe(true);
  });

  it("closes an HTTP/1.0 connection and the last request a connection may make, as Node does", async () => {
    const port = await listen({ maxRequestsPerSocket: 2 });
    const old = await exchange(port, "GET /preset HTTP/1.0\r\n\r\n");
    expect(old.text).toContain("Connection: close\r\n");
    expect(old.closedByServer).toBe(true);

    const limited = await exchange(
      port,
      "GET /preset HTTP/1.1\r\nHost: x\r\n\r\nGET /preset HTTP/1.1\r\nHost: x\r\n\r\n",
    );
    const node = await exchange(port, "GET /node HTTP/1.1\r\nHost: x\r\n\r\nGET /node HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(withoutDate(limited.text)).toBe(withoutDate(node.text));
    expect(limited.text.match(/Connection: close\r\n/g)).toHaveLength(1);
  });

  it("refuses a header that could split the response, as writeHead does", () => {
    expect(() => presetHead(200, ["x-note", "a\r\nset-cookie: b=c"])).toThrow(/Invalid character/);
    expect(() => presetHead(200, ["bad name", "x"])).toThrow(/valid HTTP token/);
  });
});
