/** HEIF brands of an HEIC photo (an iPhone's own format); AVIF, also HEIF, has its own brands. */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);

/**
 * Whether the bytes are an HEIC photo: an ISO media file (`ftyp` box first)
 * whose major or compatible brands name HEVC-coded HEIF. The image library
 * here is built without an HEVC decoder, so such a photo gets its own message.
 */
export function isHeicPhoto(bytes: Uint8Array): boolean {
  const text = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));
  if (bytes.length < 16 || text(4) !== "ftyp") return false;
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(boxSize >>> 0, bytes.length, 256);
  const brands = [text(8)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(text(offset));
  return brands.some((brand) => HEIC_BRANDS.has(brand));
}
