import { useEffect } from "react";
import { useLocation } from "react-router";

/** Whether a beacon has been sent since the page was loaded: only the first one carries the referrer. */
let loaded = false;

/**
 * Counts the page shown (decision 069): once the page's script runs, one
 * small beacon per page (the first load and each in-site navigation) with the
 * path, the referrer of the first load only, and the link's campaign tags.
 * The browser sends its Do-Not-Track and GPC headers with it, and the server
 * drops it then. Without JavaScript the image in `<noscript>` (a 1x1
 * transparent GIF) does the same for the path. The page itself stays the same
 * bytes for everyone.
 */
export function VisitBeacon() {
  const { pathname } = useLocation();
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const fields = new URLSearchParams({ p: pathname, r: loaded ? "" : document.referrer });
    loaded = true;
    for (const tag of ["utm_source", "utm_medium", "utm_campaign"]) fields.set(tag, query.get(tag) ?? "");
    navigator.sendBeacon("/api/hit", fields);
  }, [pathname]);
  return (
    <noscript>
      <img src={`/api/hit?p=${encodeURIComponent(pathname)}`} alt="" />
    </noscript>
  );
}
