import { useEffect, useState } from "react";

/** Whether a CSS media query matches; false on the server and in the first browser render. */
export function useMediaQuery(media: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(media);
    setMatches(query.matches);
    const onChange = () => setMatches(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [media]);
  return matches;
}
