/**
 * Reads the body of a visitor form post, whether JSON from the site's script
 * or a plain form post, with a small size limit. Fetch-standard, so the API
 * and the page actions share it.
 */

/** Far above the largest valid contact message in any encoding (about 23 KB as a percent-encoded form). */
export const VISITOR_FORM_MAX_BYTES = 32 * 1024;

type VisitorFormBody =
  | { ok: true; fields: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; error: string };

export const BODY_ERRORS = {
  tooLarge: "Request body is too large",
  unsupportedType: "Send the form as application/json or application/x-www-form-urlencoded",
  malformedJson: "Request body is not valid JSON",
  malformedForm: "Request body is not a valid form",
} as const;

/**
 * `multipart`: also a multipart form, as mail programs may send a one-click
 * unsubscribe (RFC 8058); the API and the forms the site draws never do.
 */
export async function readVisitorForm(request: Request, { multipart = false } = {}): Promise<VisitorFormBody> {
  const header = request.headers.get("content-type") ?? "";
  const type = header.split(";")[0]?.trim().toLowerCase();
  const isJson = type === "application/json";
  const isMultipart = multipart && type === "multipart/form-data";
  if (!isJson && !isMultipart && type !== "application/x-www-form-urlencoded") {
    return { ok: false, status: 415, error: BODY_ERRORS.unsupportedType };
  }
  const declared = Number(request.headers.get("content-length"));
  if (declared > VISITOR_FORM_MAX_BYTES) return { ok: false, status: 413, error: BODY_ERRORS.tooLarge };
  const text = await readText(request);
  if (text === null) return { ok: false, status: 413, error: BODY_ERRORS.tooLarge };
  if (isMultipart) return readMultipart(text, header);
  if (!isJson) return { ok: true, fields: Object.fromEntries(new URLSearchParams(text)) };
  try {
    const parsed: unknown = JSON.parse(text);
    // Anything but an object is a form with every field missing.
    const fields = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
    return { ok: true, fields: fields as Record<string, unknown> };
  } catch {
    return { ok: false, status: 400, error: BODY_ERRORS.malformedJson };
  }
}

/** A multipart form's text fields (a file is no field of any visitor form). */
async function readMultipart(text: string, contentType: string): Promise<VisitorFormBody> {
  try {
    const form = await new Response(text, { headers: { "content-type": contentType } }).formData();
    const fields: Record<string, unknown> = {};
    for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
    return { ok: true, fields };
  } catch {
    return { ok: false, status: 400, error: BODY_ERRORS.malformedForm };
  }
}

/** The body as text, or null once it passes the limit (whatever Content-Length claimed). */
async function readText(request: Request): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > VISITOR_FORM_MAX_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
