import type { ImageVariantFile } from "#core/images/get-image-variant";

/**
 * Recently served /media files, in memory. A name carries its content's
 * hash, so a cached file is never wrong, only possibly deleted: the app clears
 * the cache when the content version changes (content-version-watch.ts), as it
 * does after every write that can delete an image, and entries expire after
 * `ttlMs` in any case.
 */
export function createMediaCache({ maxBytes = 32 * 1024 * 1024, ttlMs = 5 * 60_000 } = {}) {
  const files = new Map<string, { file: ImageVariantFile; expiresAt: number }>();
  let bytes = 0;

  const remove = (name: string) => {
    const entry = files.get(name);
    if (!entry) return;
    files.delete(name);
    bytes -= entry.file.byteSize;
  };

  const clear = () => {
    files.clear();
    bytes = 0;
  };

  return {
    get(name: string, now = Date.now()): ImageVariantFile | null {
      const entry = files.get(name);
      if (!entry) return null;
      remove(name);
      if (entry.expiresAt <= now) return null;
      // Re-inserted, so the map's order is least recently used first.
      files.set(name, entry);
      bytes += entry.file.byteSize;
      return entry.file;
    },
    set(name: string, file: ImageVariantFile, now = Date.now()) {
      if (file.byteSize > maxBytes / 4) return;
      remove(name);
      files.set(name, { file, expiresAt: now + ttlMs });
      bytes += file.byteSize;
      for (const oldest of files.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    clear,
    get size() {
      return files.size;
    },
  };
}

export type MediaCache = ReturnType<typeof createMediaCache>;
