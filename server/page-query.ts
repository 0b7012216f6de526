/**
 * Query parameters that change what a stored public page shows. Every other
 * parameter (`utm_*`, `fbclid`, `gclid`, `mc_cid`, `ref`, anything a link
 * tracker adds) reaches the same stored page, so campaign links are served
 * from the cache too. `_routes` is React Router's own: it picks which routes'
 * data a client-side navigation (`/events.data?_routes=...`) receives; `page`
 * is the page of the newsletter archive (`/newsletter/archive?page=2`).
 *
 * A public page that starts reading a parameter must be added here, or be kept
 * out of the cache (`NOT_CACHED` in page-cache-middleware.ts); page-query.test.ts reads the
 * route modules and fails when neither is true.
 */
export const PAGE_QUERY_PARAMETERS: ReadonlySet<string> = new Set(["_routes", "page"]);

/**
 * The path and the declared parameters of `pathAndQuery` (as a request line
 * carries it: "/events?utm_source=x"), in their order. Names are compared as
 * sent, without decoding: a parameter spelled another way is not declared.
 */
export function pageAddress(pathAndQuery: string, declared: ReadonlySet<string> = PAGE_QUERY_PARAMETERS): string {
  const mark = pathAndQuery.indexOf("?");
  if (mark === -1) return pathAndQuery;
  const path = pathAndQuery.slice(0, mark);
  const hash = pathAndQuery.indexOf("#", mark);
  const query = pathAndQuery.slice(mark + 1, hash === -1 ? undefined : hash);
  if (query === "" || declared.size === 0) return path;
  let kept = "";
  for (const pair of query.split("&")) {
    const equals = pair.indexOf("=");
    const name = equals === -1 ? pair : pair.slice(0, equals);
    if (declared.has(name)) kept += kept ? `&${pair}` : pair;
  }
  return kept ? `${path}?${kept}` : path;
}
