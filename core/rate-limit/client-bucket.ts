/**
 * The rate-limit bucket of a client address. An IPv6 client usually holds a
 * whole /64 and can change address within it at will, so IPv6 addresses are
 * counted by their first four groups.
 */
export function clientBucket(scope: string, address: string): string {
  return `${scope}:${networkOf(address)}`;
}

function networkOf(address: string): string {
  const plain =
    address
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, "")
      .split("%")[0] ?? "";
  if (!plain.includes(":")) return plain;
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mappedIpv4?.[1]) return mappedIpv4[1];
  const [head = "", tail] = plain.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
