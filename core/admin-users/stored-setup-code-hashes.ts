/** The hashes of the valid codes in the stored value (`{ hash }` as written before several were kept). */
export function storedSetupCodeHashes(value: unknown): string[] {
  const stored = (value ?? {}) as { hash?: unknown; hashes?: unknown };
  const hashes = Array.isArray(stored.hashes) ? stored.hashes : [stored.hash];
  return hashes.filter((hash): hash is string => typeof hash === "string");
}
