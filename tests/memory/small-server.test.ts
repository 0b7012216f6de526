import { expect, it } from "vitest";
import { verifyBackupFile } from "#db/backup/backup-file";
import { createMemoryLimit } from "#scripts/lib/memory-limit.mjs";
import { freshPostgresDatabase, walkMemory } from "#scripts/lib/memory-walk.mjs";
import { ensureBuild } from "#tests/setup/server-build";

// The site as shipped on a server with 512 MB: the production build runs
// under a hard memory limit (a memory cgroup where the machine allows one;
// elsewhere a watchdog on its resident memory and a V8 heap capped at the
// limit) while it starts for the first time with the demo content, starts
// again, serves visitors, takes a 12-megapixel photo, exports and backs up
// subscribers and sends a newsletter. Smaller than `npm run bench:memory`:
// 20,000 subscribers rather than 100,000, 200 emails rather than 2,000 and
// 15 s of visitors rather than 60, to keep the test to a few minutes.
// MEMORY_LIMIT_MB changes the limit; on PostgreSQL (TEST_DATABASE_URL) the
// site runs on a fresh database of its own.

const LIMIT_MB = Number(process.env.MEMORY_LIMIT_MB ?? 512);
const ROWS = 20_000;
const EMAILS = 200;

it(`serves visitors, takes a 12 MP photo, exports, backs up and sends a newsletter within ${LIMIT_MB} MB`, async () => {
  await ensureBuild();
  const limit = createMemoryLimit(LIMIT_MB);
  const base = process.env.TEST_DATABASE_BACKEND === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  const database = base ? await freshPostgresDatabase(base, "memory_limit") : null;
  const started = Date.now();
  const steps: string[] = [];
  let highestMb = 0;
  let stoppedAtMb = 0;
  let walked: Awaited<ReturnType<typeof walkMemory>> | null = null;
  let failure: unknown = null;
  try {
    walked = await walkMemory({
      databaseUrl: database?.url ?? null,
      rows: ROWS,
      emails: EMAILS,
      loadSeconds: 15,
      settleSeconds: 0,
      cgroupProcs: limit?.procs,
      extraEnv: { NODE_ENV: "production", ...(limit ? {} : { NODE_OPTIONS: `--max-old-space-size=${LIMIT_MB}` }) },
      onSample(mb, pid) {
        highestMb = Math.max(highestMb, mb);
        // Without a cgroup, the watchdog is the limit.
        if (!limit && mb > LIMIT_MB && !stoppedAtMb) {
          stoppedAtMb = mb;
          process.kill(pid, "SIGKILL");
        }
      },
      checkBackup: async (file) => {
        await verifyBackupFile(file);
      },
      log: (line) => steps.push(`${((Date.now() - started) / 1000).toFixed(0)} s ${line}`),
    });
  } catch (error) {
    failure = error;
  } finally {
    await database?.drop();
  }
  const cgroup = limit?.report();
  limit?.remove();

  console.log(
    `Under a ${LIMIT_MB} MB limit (${limit?.kind ?? "resident memory watchdog"}): the server's highest resident memory ${highestMb.toFixed(0)} MB${cgroup ? `, the cgroup's highest usage with page cache ${cgroup.highestMb.toFixed(0)} MB` : ""}.\n${steps.join("\n")}`,
  );
  const problems = [
    ...(cgroup?.oomKills ? [`the kernel killed the server for lack of memory (${cgroup.oomKills} OOM kill)`] : []),
    ...(stoppedAtMb ? [`the watchdog stopped the server at ${stoppedAtMb.toFixed(0)} MB of resident memory`] : []),
    ...(failure ? [`the walk stopped: ${(failure as Error).message}`] : []),
    ...(walked?.exits ?? [])
      .filter((end) => end.code !== 0 || end.signal !== null)
      .map((end) => `the server ended with ${end.signal ?? `exit code ${end.code}`}`),
  ];
  expect(
    problems,
    `the site did not fit in ${LIMIT_MB} MB (highest resident memory ${highestMb.toFixed(0)} MB)`,
  ).toEqual([]);
}, 420_000);
