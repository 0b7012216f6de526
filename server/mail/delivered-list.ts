import fs from "node:fs";
import path from "node:path";
import type { Logger } from "#server/logger";

/** An email the mail server accepted, and the lease it was sent under. */
export type Delivered = { id: string; lease: Date };

/**
 * The emails the mail server accepted that the outbox does not yet say are
 * sent. The worker adds each one the moment the server accepts it and
 * removes it once `sent` is recorded; one the database could not record (it
 * was stopped or restarting) stays here, and is recorded before the worker
 * takes anything new. Without this, the row would be taken again once its
 * lease ran out and the email would arrive twice.
 *
 * With `dir`, each is also a file there (named by the email's id, holding the
 * lease), written before anything else happens after the acceptance, so a
 * process that dies before the record leaves it for the next start on the
 * folder. The file is not synced to the disk: it outlives the process, not
 * the machine. Any process may record a file another left: the lease inside
 * is the proof, and recording twice changes nothing. A folder that cannot be
 * written is said once in the log, and the list is kept in memory only.
 */
export function createDeliveredList({ dir, logger }: { dir?: string; logger: Logger }) {
  const held = new Map<string, Date>();
  let folder = dir;
  /** Runs a file operation; the first failure is logged and the folder is no longer used. */
  const onDisk = (operation: (where: string) => void) => {
    if (!folder) return;
    try {
      operation(folder);
    } catch (error) {
      logger.warn(
        { dir: folder, reason: (error as Error).message },
        "email delivered is kept in memory only: its folder cannot be written",
      );
      folder = undefined;
    }
  };
  onDisk((where) => {
    fs.mkdirSync(where, { recursive: true });
    for (const name of fs.readdirSync(where)) {
      if (!/^[0-9a-f-]{36}$/.test(name)) continue;
      const lease = new Date(fs.readFileSync(path.join(where, name), "utf8").trim());
      if (Number.isNaN(lease.getTime())) fs.rmSync(path.join(where, name), { force: true });
      else held.set(name, lease);
    }
  });
  return {
    add({ id, lease }: Delivered) {
      held.set(id, lease);
      onDisk((where) => fs.writeFileSync(path.join(where, id), lease.toISOString()));
    },
    remove(id: string) {
      held.delete(id);
      onDisk((where) => fs.rmSync(path.join(where, id), { force: true }));
    },
    has: (id: string) => held.has(id),
    get size() {
      return held.size;
    },
    list: (): Delivered[] => [...held].map(([id, lease]) => ({ id, lease })),
  };
}

export type DeliveredList = ReturnType<typeof createDeliveredList>;
