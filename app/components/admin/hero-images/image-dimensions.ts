/** How long the browser may take to load a linked image before its size is given up on. */
const READ_TIMEOUT_MS = 4000;

export type Dimensions = { width: number; height: number };

/**
 * Reads an image's size in the browser. The server never fetches a linked
 * image, so this is the only place its size is learnt, and whether the link
 * works at all; null when the image does not load.
 */
export function readImageDimensions(src: string): Promise<Dimensions | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => finish(null), READ_TIMEOUT_MS);
    function finish(result: Dimensions | null) {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(result);
    }
    image.onload = () =>
      finish(image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null);
    image.onerror = () => finish(null);
    image.referrerPolicy = "no-referrer";
    image.src = src;
  });
}
