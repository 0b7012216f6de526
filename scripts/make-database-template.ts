// Run by the build in a process of its own: makes the empty embedded database
// that a first start copies (db/embedded-template.ts), so the server never runs
// initdb and its memory stays that of a reopened database.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { installedPgliteVersion, MADE_BY_FILE, TEMPLATE_DIR, templateNote } from "#db/embedded-template";

async function main() {
  const target = process.argv[2] ?? TEMPLATE_DIR;
  const version = installedPgliteVersion();
  const note = path.join(target, MADE_BY_FILE);
  if (fs.existsSync(note) && fs.readFileSync(note, "utf8") === templateNote(version)) return;
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  const client = await PGlite.create({ dataDir: path.join(target, "data") });
  await client.close();
  // Written last: a template without its note is never used.
  fs.writeFileSync(note, templateNote(version));
}

await main();
