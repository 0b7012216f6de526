import type { MiddlewareHandler } from "hono";
import { ACTION_BODY_MESSAGES } from "#rules/action-body";
import { withoutNul } from "#rules/form-text-plain";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const URL_ENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

function refuse(status: 400 | 415, error: string): Response {
  return Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
}

/** The same request with another body; the Content-Type is set anew when `contentType` is null (multipart). */
function withBody(request: Request, body: BodyInit, contentType: string | null): Request {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  if (contentType === null) headers.delete("content-type");
  else headers.set("content-type", contentType);
  return new Request(request, { headers, body });
}

/** A url-encoded form without NUL in its names and values; the request itself when it had none. */
async function cleanUrlEncoded(request: Request): Promise<Request> {
  const text = await request.clone().text();
  if (!text.includes("%00") && !text.includes("\u0000")) return request;
  const fields = [...new URLSearchParams(text)].map(([name, value]) => [withoutNul(name), withoutNul(value)]);
  return withBody(request, new URLSearchParams(fields).toString(), URL_ENCODED);
}

/** A multipart form without NUL in its names, values and file names; null when the body is not one. */
async function cleanMultipart(request: Request): Promise<Request | null> {
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return null;
  }
  let changed = false;
  const cleaned = new FormData();
  for (const [name, value] of form) {
    const cleanName = withoutNul(name);
    if (typeof value === "string") {
      const cleanValue = withoutNul(value);
      changed ||= cleanName !== name || cleanValue !== value;
      cleaned.append(cleanName, cleanValue);
    } else {
      const fileName = withoutNul(value.name);
      changed ||= cleanName !== name || fileName !== value.name;
      cleaned.append(cleanName, value, fileName);
    }
  }
  return changed ? withBody(request, cleaned, null) : request;
}

/** Whether the body has no bytes at all; reads no further than its first bytes. */
async function isEmpty(request: Request): Promise<boolean> {
  if (!request.body) return true;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    if (value.byteLength > 0) {
      await reader.cancel();
      return false;
    }
  }
}

/**
 * Every page action (public and back office, `.data` requests included) reads
 * an HTML form. A write whose body is anything else is answered here, before
 * the action runs: 415 for another Content-Type, 400 for a multipart body
 * that cannot be read. An empty body without a type is an empty form. NUL is
 * removed from every field, as the visitor forms do, since PostgreSQL text
 * cannot hold it. Placed in front of the page router only; the APIs read
 * their own bodies.
 */
export function actionBodyGuard(): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    if (READS.has(request.method)) return next();
    const type = mediaType(request.headers.get("content-type"));
    if (type === URL_ENCODED) {
      c.req.raw = await cleanUrlEncoded(request);
    } else if (type === MULTIPART) {
      const cleaned = await cleanMultipart(request);
      if (!cleaned) return refuse(400, ACTION_BODY_MESSAGES.unreadable);
      c.req.raw = cleaned;
    } else if (type === "" && (await isEmpty(request))) {
      c.req.raw = withBody(request, "", URL_ENCODED);
    } else {
      return refuse(415, ACTION_BODY_MESSAGES.unsupportedType);
    }
    return next();
  };
}
