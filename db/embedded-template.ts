import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { syncPath, syncTree } from "./durable-node-fs";
import { fromRoot } from "./project-root";

/**
 * A new embedded database starts as a copy of an empty one made by the build
 * (`npm run build` writes it to build/database-template), instead of PGlite
 * running initdb in this process. initdb runs a second PostgreSQL and the
 * initdb program beside the first, each with its own WebAssembly memory, which
 * never shrinks: a first start would take about 500 MB and keep most of it.
 * See docs/decisions/070-the-site-fits-a-512-mb-server.md.
 */

/** Where the build leaves the template; the file beside it names the PGlite that made it. */
export const TEMPLATE_DIR = fromRoot("build", "database-template");
export const MADE_BY_FILE = "made-by.json";

/** The installed PGlite's version: a template made by another version is not used. */
export function installedPgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve("@electric-sql/pglite"));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("PGlite's package.json was not found");
    dir = parent;
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string };
  return version;
}

/** The note the build writes beside the template's data folder. */
export function templateNote(version: string): string {
  return `${JSON.stringify({ pglite: version })}\n`;
}

function usableTemplate(templateDir: string): string | null {
  const dataDir = path.join(templateDir, "data");
  try {
    const note = JSON.parse(fs.readFileSync(path.join(templateDir, MADE_BY_FILE), "utf8")) as { pglite?: string };
    if (note.pglite !== installedPgliteVersion()) return null;
    return fs.existsSync(path.join(dataDir, "PG_VERSION")) ? dataDir : null;
  } catch {
    return null;
  }
}

/**
 * Puts a copy of the template into `pgDir` when it holds no database yet.
 * The copy is made beside it, synced, then renamed into place, so a power cut
 * leaves either no database (the next start copies again) or a whole one.
 * Returns false when there is no usable template: PGlite then runs initdb.
 */
export function copyTemplateDatabase(pgDir: string, templateDir = TEMPLATE_DIR): boolean {
  if (fs.existsSync(path.join(pgDir, "PG_VERSION"))) return false;
  const source = usableTemplate(templateDir);
  if (!source) return false;
  // Only an empty folder is replaced: anything else in it is someone's, and PGlite reports it.
  if (fs.existsSync(pgDir) && fs.readdirSync(pgDir).length > 0) return false;
  const partial = `${pgDir}.new`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(source, partial, { recursive: true });
  syncTree(partial);
  fs.rmSync(pgDir, { recursive: true, force: true });
  fs.renameSync(partial, pgDir);
  syncPath(path.dirname(pgDir));
  return true;
}
