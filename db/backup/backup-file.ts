import { createHash } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import readline from "node:readline";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import type { SchemaVersion } from "./catalog";

/**
 * A backup is one gzip file of JSON lines: a header, then each table's column
 * list and rows (one row per line, as Postgres's own row_to_json prints it),
 * the sequences, and last a manifest with the row counts and the sha256 of
 * every line before it. Both backends read and write the same format.
 */

export const BACKUP_FORMAT = "coaching-site-backup";
export const BACKUP_FORMAT_VERSION = 1;

export type BackupManifest = {
  type: "manifest";
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  source: "pglite" | "postgres";
  schema: SchemaVersion;
  rowCounts: Record<string, number>;
  sequences: Record<string, number | null>;
  sha256: string;
};

export type BackupLine =
  | { type: "header"; format: string; formatVersion: number; createdAt: string }
  | { type: "table"; table: string; columns: string[] }
  | { type: "row"; table: string; row: Record<string, unknown> }
  | { type: "sequence"; name: string; value: number | null };

export class BackupFileError extends Error {
  override name = "BackupFileError";
}

/**
 * Writes lines through gzip to `file`, hashing them; `finish` appends the
 * manifest and fsyncs. A failed write (a full disk) rejects the next `line`
 * or `finish`, never anything else: the caller removes the file.
 */
export function createBackupWriter(file: string) {
  const hash = createHash("sha256");
  const gzip = zlib.createGzip({ level: 6 });
  const out = fs.createWriteStream(file, { flags: "wx", mode: 0o600 });
  let failure: Error | null = null;
  const written = pipeline(gzip, out).catch((error: Error) => {
    failure ??= error;
  });

  const write = async (text: string) => {
    if (failure) throw failure;
    if (!gzip.write(text)) await Promise.race([once(gzip, "drain").catch(() => {}), written]);
    if (failure) throw failure;
  };
  return {
    /** A line given as JSON text, so rows are written as the database printed them. */
    async line(json: string) {
      const text = `${json}\n`;
      hash.update(text);
      await write(text);
    },
    async finish(manifest: Omit<BackupManifest, "sha256" | "type">): Promise<BackupManifest> {
      const complete: BackupManifest = { type: "manifest", ...manifest, sha256: hash.digest("hex") };
      await write(`${JSON.stringify(complete)}\n`);
      gzip.end();
      await written;
      if (failure) throw failure;
      const fd = fs.openSync(file, "r");
      try {
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      return complete;
    },
    async abort() {
      failure ??= new Error("the backup was cut short");
      gzip.destroy();
      out.destroy();
      await written;
    },
  };
}

/** The file's lines; `closed` resolves once the file itself is closed again. */
function readLines(file: string) {
  const source = fs.createReadStream(file);
  const closed = once(source, "close").then(
    () => {},
    () => {},
  );
  const input = source.pipe(zlib.createGunzip());
  return { lines: readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY }), closed };
}

/**
 * Reads the whole file once: checks it decompresses, that its checksum matches
 * and that it is a backup of this site. Throws BackupFileError otherwise.
 */
export async function verifyBackupFile(file: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new BackupFileError(`There is no file ${file}.`);
  const hash = createHash("sha256");
  let previous: string | null = null;
  let first = true;
  const { lines, closed } = readLines(file);
  try {
    for await (const line of lines) {
      if (first) {
        first = false;
        const header = parseLine(line);
        if (header?.type !== "header" || header.format !== BACKUP_FORMAT) {
          throw new BackupFileError(`${file} is not a backup of this site.`);
        }
      }
      if (previous !== null) hash.update(`${previous}\n`);
      previous = line;
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(`${file} is damaged and cannot be read (${(error as Error).message}).`);
  }
  // Closed before anyone reads the file again (the restore does).
  await closed;
  const manifest = previous === null ? null : (parseLine(previous) as BackupManifest | null);
  if (manifest?.type !== "manifest") {
    throw new BackupFileError(`${file} is incomplete: it ends before its manifest.`);
  }
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(`${file} was written by a newer version of the site; update the site first.`);
  }
  if (hash.digest("hex") !== manifest.sha256) {
    throw new BackupFileError(`${file} is damaged: its checksum does not match its contents.`);
  }
  return manifest;
}

/** The lines of a verified backup, manifest excluded. */
export async function* readBackupLines(file: string): AsyncGenerator<BackupLine> {
  for await (const line of readLines(file).lines) {
    const parsed = parseLine(line) as BackupLine | BackupManifest | null;
    if (!parsed || parsed.type === "manifest") return;
    yield parsed;
  }
}

function parseLine(line: string): { type?: string; format?: string } | null {
  try {
    const value = JSON.parse(line) as unknown;
    return value && typeof value === "object" ? (value as { type?: string }) : null;
  } catch {
    return null;
  }
}
