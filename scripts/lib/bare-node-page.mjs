// What a plain Node server reaches on this machine, for `npm run bench:pages`:
// Node's own `http` answering every request with one page's stored bytes and
// headers through `writeHead`, with nothing else in the process. (The app's
// fast path sends a head built once instead; see
// docs/decisions/044-stored-pages-send-a-preset-head.md.)
// Usage: node bare-node-page.mjs PORT BODY_FILE HEADERS_JSON_FILE
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";

const [port, bodyFile, headersFile] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const head = [...JSON.parse(fs.readFileSync(headersFile, "utf8")), "content-length", String(body.length)];

http
  .createServer((_request, response) => {
    response.writeHead(200, [...head, "x-request-id", randomUUID()]);
    response.end(body);
  })
  .listen(Number(port), "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
