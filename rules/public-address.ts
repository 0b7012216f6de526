/**
 * Which network addresses the site may fetch from on the owner's behalf (her
 * outside calendar): only public ones. Everything that can reach the server
 * itself or its private network is refused: loopback, private, shared
 * (carrier-grade NAT), link-local, unique-local, multicast, reserved and
 * documentation ranges, and IPv6 forms that carry an IPv4 address inside
 * (mapped, compatible, NAT64, 6to4, Teredo).
 */

/** The four numbers of a dotted IPv4 address, or null. Only the plain form: numeric and hex forms are not addresses here. */
function ipv4Parts(text: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part, index) => part <= 255 && String(part) === match[index + 1]) ? parts : null;
}

/** [first address as a number, prefix length] of IPv4 ranges that are not public. */
const PRIVATE_IPV4: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // shared address space (carrier-grade NAT)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, where cloud metadata services answer
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
];

function ipv4Number(parts: number[]): number {
  return (((parts[0] ?? 0) << 24) | ((parts[1] ?? 0) << 16) | ((parts[2] ?? 0) << 8) | (parts[3] ?? 0)) >>> 0;
}

function isPublicIpv4(parts: number[]): boolean {
  const value = ipv4Number(parts);
  return PRIVATE_IPV4.every(([first, bits]) => {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    return (value & mask) >>> 0 !== ipv4Number(ipv4Parts(first) ?? []);
  });
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  if (text.includes("%")) return null; // a zone: link-local only
  let head = text;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const parts = ipv4Parts(dotted[2] ?? "");
    if (!parts) return null;
    const before = dotted[1] ?? "";
    head = before.endsWith("::") ? before : before.slice(0, -1);
    tail.push(((parts[0] ?? 0) << 8) | (parts[1] ?? 0), ((parts[2] ?? 0) << 8) | (parts[3] ?? 0));
  }
  const halves = head.split("::");
  if (halves.length > 2) return null;
  const read = (half: string) => (half === "" ? [] : half.split(":"));
  const left = read(halves[0] ?? "");
  const right = halves.length === 2 ? read(halves[1] ?? "") : [];
  if (![...left, ...right].every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  const known = left.length + right.length + tail.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const zeros = new Array(8 - known).fill(0);
  return [...left.map((g) => Number.parseInt(g, 16)), ...zeros, ...right.map((g) => Number.parseInt(g, 16)), ...tail];
}

function isPublicIpv6(groups: number[]): boolean {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  // ::ffff:a.b.c.d, an IPv4 address written as IPv6: judged as the IPv4 address it is.
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return isPublicIpv4([g >> 8, g & 0xff, h >> 8, h & 0xff]);
  }
  // Only global unicast (2000::/3) is public; loopback, unspecified, compatible,
  // NAT64, unique-local, link-local and multicast all lie outside it.
  if ((a & 0xe000) !== 0x2000) return false;
  if (a === 0x2001 && b < 0x200) return false; // protocol assignments, Teredo among them
  if (a === 0x2001 && b === 0xdb8) return false; // documentation
  if (a === 0x2002) return false; // 6to4, which carries an IPv4 address
  if ((a & 0xfff0) === 0x3ff0) return false; // documentation (3fff::/20)
  return true;
}

/** Whether an address as the resolver or the socket gives it ("93.184.216.34", "2606:2800::1", "::ffff:127.0.0.1") is public. */
export function isPublicAddress(address: string): boolean {
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  const v4 = ipv4Parts(text);
  if (v4) return isPublicIpv4(v4);
  const v6 = ipv6Groups(text);
  return v6 ? isPublicIpv6(v6) : false;
}

/** Whether a host name is written as an address (IPv4 dotted, or IPv6 in brackets or bare). */
export function isAddressLiteral(hostname: string): boolean {
  const text = hostname.replace(/^\[|\]$/g, "");
  return ipv4Parts(text) !== null || ipv6Groups(text) !== null;
}

/** Names that only ever mean a machine of the local network (RFC 6761, 6762, 8375, and ".internal"). */
const LOCAL_SUFFIXES = [".localhost", ".local", ".internal", ".home.arpa", ".localdomain"];

/**
 * Whether the host of a URL, as WHATWG `URL` gives it (numeric, hex and
 * octal IPv4 forms already written as dotted addresses), plainly names the
 * server or its network: a non-public address, "localhost", a local-only
 * suffix, or a single label that the local resolver completes. A public-looking
 * name can still resolve inside; the reader checks each address it connects to.
 */
export function isInternalHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  if (isAddressLiteral(name)) return !isPublicAddress(name);
  if (name === "localhost" || !name.includes(".")) return true;
  return LOCAL_SUFFIXES.some((suffix) => name.endsWith(suffix));
}
