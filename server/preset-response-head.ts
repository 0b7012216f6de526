import {
  type IncomingMessage,
  type ServerResponse,
  STATUS_CODES,
  validateHeaderName,
  validateHeaderValue,
} from "node:http";

/**
 * A response head built once, for a stored page sent many times.
 *
 * `writeHead` checks every header name and value against the HTTP grammar and
 * joins them into one block on every call. A stored page carries about twenty
 * headers, among them a Content-Security-Policy with a hash for each inline
 * script, and that work was a fifth of the CPU a stored page cost. Here the
 * names and values are checked once, when the page is stored, and joined into
 * the status line and header lines; each response only adds its request ID and
 * the lines Node adds itself (Date, Connection, Keep-Alive).
 *
 * The block is handed to Node as the header it would have built (`_header`):
 * Node sends it in front of the body, in the same write, exactly as it sends its
 * own. Where Node's choice of those last lines is anything but the ordinary
 * keep-alive (HTTP/1.0, `Connection: close`, the last request a connection may
 * make, `Expect`), or where a later Node no longer works this way, the response
 * goes through `writeHead` instead.
 * See docs/decisions/044-stored-pages-send-a-preset-head.md.
 */
export type PresetHead = { status: number; lines: string; headers: string[] };

/** Node's own response fields that this relies on (lib/_http_outgoing.js, lib/_http_server.js). */
type NodeResponse = ServerResponse & {
  _header?: string | null;
  _headerSent?: boolean;
  _keepAliveTimeout?: number;
  _maxRequestsPerSocket?: number;
  maxRequestsOnConnectionReached?: boolean;
};

/** Checks the headers (it throws as `writeHead` would) and joins them. `headers` is flat: name, value, name, value... */
export function presetHead(status: number, headers: string[]): PresetHead {
  let lines = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "unknown"}\r\n`;
  for (let i = 0; i < headers.length; i += 2) {
    const name = headers[i] ?? "";
    const value = headers[i + 1] ?? "";
    validateHeaderName(name);
    validateHeaderValue(name, value);
    lines += `${name}: ${value}\r\n`;
  }
  return { status, lines, headers };
}

let dateSecond = -1;
let dateLine = "";
/** The Date line, made once a second as Node makes its own. */
function currentDateLine(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateLine = `Date: ${new Date(second * 1000).toUTCString()}\r\n`;
  }
  return dateLine;
}

let keepAlive = { timeoutMs: Number.NaN, maxRequests: Number.NaN, lines: "" };
/** Node's ending for a kept-alive connection, from the server's settings (remade only when they change). */
function keepAliveEnding(timeoutMs = 0, maxRequests = 0): string {
  if (timeoutMs !== keepAlive.timeoutMs || maxRequests !== keepAlive.maxRequests) {
    const max = maxRequests > 0 ? `, max=${maxRequests}` : "";
    const timeout = timeoutMs ? `Keep-Alive: timeout=${Math.floor(timeoutMs / 1000)}${max}\r\n` : "";
    keepAlive = { timeoutMs, maxRequests, lines: `Connection: keep-alive\r\n${timeout}` };
  }
  return keepAlive.lines;
}

/** Sends the head, one more header, and the body (none for HEAD). */
export function sendWithPresetHead(
  request: IncomingMessage,
  response: ServerResponse,
  head: PresetHead,
  extra: [name: string, value: string],
  body: Uint8Array | undefined,
): void {
  const node = response as NodeResponse;
  const ordinary =
    node._header === null &&
    node._headerSent === false &&
    node.shouldKeepAlive &&
    node.sendDate &&
    !node.maxRequestsOnConnectionReached &&
    request.headers.expect === undefined;
  if (!ordinary) {
    response.writeHead(head.status, [...head.headers, ...extra]);
    response.end(body);
    return;
  }
  node.statusCode = head.status;
  node._header = `${head.lines}${extra[0]}: ${extra[1]}\r\n${currentDateLine()}${keepAliveEnding(node._keepAliveTimeout, node._maxRequestsPerSocket)}\r\n`;
  response.end(body);
}
