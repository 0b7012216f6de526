import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPglite, pgliteHandle, postgresHandle } from "#db/client";
import { migrateDatabase, migrationsFolder } from "#db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

function migrationsHash(): string {
  const hash = createHash("sha256");
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}

/** A migrated PGlite database, saved once as a tarball that every test file loads. */
async function pgliteTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `coaching-site-pglite-template-${migrationsHash()}.tar`);
  if (fs.existsSync(file)) return file;
  const client = await createPglite();
  const handle = pgliteHandle(client);
  await migrateDatabase(handle);
  const dump = await client.dumpDataDir("none");
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  await handle.close();
  return file;
}

/** A migrated PostgreSQL database used as the template of each test file's own database. */
async function postgresTemplate(url: string): Promise<string> {
  const name = `${new URL(url).pathname.slice(1) || "postgres"}_template`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = postgresHandle(new pg.Pool({ connectionString: target.toString(), max: 1 }));
  await migrateDatabase(handle);
  await handle.close();
  return name;
}

export default async function setup(project: TestProject) {
  project.provide("pgliteTemplate", await pgliteTemplate());
  const url = process.env.TEST_DATABASE_URL;
  project.provide("postgresTemplate", url ? await postgresTemplate(url) : "");
}
