/** The site's address in in-process requests; writes must come from it. */
export const SITE = "http://localhost";

/** Anything answering requests in process: the app, or a server build under test. */
export type Requester = { request(path: string, init?: RequestInit): Response | Promise<Response> };

/** Form fields by name, or as pairs where a name repeats (checkbox lists). */
export type FormFields = Record<string, string | Blob> | [string, string | Blob][];

export type FormPostOptions = {
  /** Sent as multipart form data, as the admin forms do; url-encoded otherwise, as a plain form is. */
  multipart?: boolean;
  cookie?: string;
  /** The Origin header; `null` sends none, as a client outside a browser may. */
  origin?: string | null;
  headers?: Record<string, string>;
};

function entriesOf(fields: FormFields): [string, string | Blob][] {
  return Array.isArray(fields) ? fields : Object.entries(fields);
}

/** Posts fields the way a browser submits a form, from the site's own origin unless told otherwise. */
export function postForm(
  site: Requester,
  path: string,
  fields: FormFields,
  { multipart = false, cookie, origin = SITE, headers = {} }: FormPostOptions = {},
): Response | Promise<Response> {
  const sent: Record<string, string> = {
    ...(origin === null ? {} : { Origin: origin }),
    ...(cookie ? { Cookie: cookie } : {}),
    ...headers,
  };
  if (multipart) {
    const body = new FormData();
    for (const [name, value] of entriesOf(fields)) body.append(name, value);
    return site.request(path, { method: "POST", headers: sent, body });
  }
  const pairs = entriesOf(fields).map(([name, value]): [string, string] => {
    if (typeof value !== "string") throw new Error(`${name}: a file needs a multipart form`);
    return [name, value];
  });
  return site.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...sent },
    body: new URLSearchParams(pairs),
  });
}
