/**
 * A page's own headers with what its action set added (a refused visitor
 * form's Retry-After), for the route's `headers` export.
 */
export function withActionHeaders(own: HeadersInit, actionHeaders: Headers): Headers {
  const merged = new Headers(own);
  for (const [name, value] of actionHeaders) merged.set(name, value);
  return merged;
}
