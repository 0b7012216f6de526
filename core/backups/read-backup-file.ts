import fs from "node:fs";
import { Readable } from "node:stream";
import type { BackupFile } from "./list-backup-files";

/** A backup file's bytes as a web stream, for a download. */
export function readBackupFile(file: BackupFile): ReadableStream<Uint8Array> {
  return Readable.toWeb(fs.createReadStream(file.path)) as ReadableStream<Uint8Array>;
}
