import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { makeFolder } from "./make-folder";

/**
 * PGlite has no lock of its own: two processes writing one data directory lose
 * writes without any error. Each server binds a Unix socket under
 * DATA_DIR/.lock; a socket only accepts connections while the process that
 * bound it is alive, so the kernel releases the lock at any death (kill -9,
 * power loss), whatever happens to the process id afterwards. Sockets are
 * visible to every process on the same host that sees the directory, other
 * containers on a shared volume included. See docs/decisions/021-data-directory-lock.md.
 *
 * Entries are uniquely named, so a dead one can be removed without ever
 * touching a live one. A process wins when, after publishing its own entry, it
 * finds no other live entry; two starters that see each other both step back
 * and retry after a random pause, so exactly one wins.
 */

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

export type DataDirLock = {
  /** The process answering on the lock socket: used by `npm run backup` while the server runs. */
  serve(handler: LockCommandHandler): void;
  release(): void;
};

/** Answers one command line sent to the lock socket by a local tool. */
export type LockCommandHandler = (command: string) => Promise<string>;

const LOCK_FOLDER = ".lock";
const ENTRY_SUFFIX = ".sock";
const OWNER_GREETING = "owner";
const STARTING_GREETING = "starting";
const MAX_ROUNDS = 40;

type Peer = { state: "dead" | "absent" } | { state: "owner" | "starting"; pid: number };

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const folder = path.join(dataDir, LOCK_FOLDER);
  // Whoever can connect can ask the server for a backup: only the owner may.
  makeFolder(folder, 0o700);
  const id = `${process.pid}-${randomBytes(6).toString("hex")}`;
  const entryPath = path.join(folder, `${id}${ENTRY_SUFFIX}`);
  const pendingPath = path.join(folder, `.pending-${id}`);
  let owner = false;
  let handler: LockCommandHandler | undefined;

  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    socket.write(`${owner ? OWNER_GREETING : STARTING_GREETING} ${process.pid}\n`);
    if (!owner || !handler) return void socket.end();
    answerCommand(socket, handler);
  });
  server.unref();
  // Bound under a name nobody scans, then renamed in: an entry is listening
  // from the moment it is visible, so "connection refused" always means dead.
  await listen(server, socketAddress(pendingPath));
  server.unref();

  try {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      fs.renameSync(pendingPath, entryPath);
      const others = await probeOthers(folder, `${id}${ENTRY_SUFFIX}`);
      const holder = others.find((peer) => peer.state === "owner");
      if (holder && "pid" in holder) throw lockedError(dataDir, holder.pid);
      if (!others.some((peer) => peer.state === "starting")) {
        owner = true;
        fs.rmSync(path.join(dataDir, "server.lock"), { force: true });
        break;
      }
      fs.renameSync(entryPath, pendingPath);
      await sleep(20 + Math.random() * 80 * Math.min(round + 1, 5));
    }
    if (!owner)
      throw new DataDirLockedError(`Could not lock the data directory ${dataDir}; another server is starting.`);
  } catch (error) {
    server.close();
    fs.rmSync(entryPath, { force: true });
    fs.rmSync(pendingPath, { force: true });
    throw error;
  }

  let released = false;
  return {
    serve(next) {
      handler = next;
    },
    release() {
      if (released) return;
      released = true;
      server.close();
      fs.rmSync(entryPath, { force: true });
    },
  };
}

function lockedError(dataDir: string, pid: number) {
  return new DataDirLockedError(
    `The data directory ${dataDir} is already in use by another server (process ${pid}). ` +
      "Stop that server first, or give this one its own DATA_DIR. " +
      "Two servers on one embedded database would silently lose data; to run several, set DATABASE_URL to a PostgreSQL server.",
  );
}

/** Every other entry's state; dead entries (and abandoned pending names) are removed on the way. */
async function probeOthers(folder: string, ownName: string): Promise<Peer[]> {
  const peers: Peer[] = [];
  for (const name of fs.readdirSync(folder)) {
    const full = path.join(folder, name);
    if (name.startsWith(".pending-")) {
      removeIfOld(full);
      continue;
    }
    if (name === ownName || !name.endsWith(ENTRY_SUFFIX)) continue;
    const peer = await probe(full);
    if (peer.state === "dead") fs.rmSync(full, { force: true });
    peers.push(peer);
  }
  return peers;
}

/** Connects to one lock socket and reads its greeting. */
export function probe(socketPath: string): Promise<Peer> {
  return new Promise((resolve) => {
    const socket = net.connect(socketAddress(socketPath));
    let text = "";
    const done = (peer: Peer) => {
      socket.destroy();
      resolve(peer);
    };
    const timer = setTimeout(() => done({ state: "starting", pid: 0 }), 2000);
    socket.on("data", (chunk) => {
      text += chunk.toString();
      const line = text.split("\n")[0] ?? "";
      if (!text.includes("\n")) return;
      clearTimeout(timer);
      const [state, pid] = line.split(" ");
      done({ state: state === OWNER_GREETING ? "owner" : "starting", pid: Number(pid) || 0 });
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // A starter stepping back renames its entry away for a moment: absent, not
      // dead, so it is never removed. Anything else is a live process we cannot read.
      if (error.code === "ECONNREFUSED") done({ state: "dead" });
      else if (error.code === "ENOENT") done({ state: "absent" });
      else done({ state: "starting", pid: 0 });
    });
  });
}

/** Sends one command to the server holding the lock of dataDir; null when no server holds it. */
export async function sendLockCommand(dataDir: string, command: string): Promise<string | null> {
  const folder = path.join(dataDir, LOCK_FOLDER);
  if (!fs.existsSync(folder)) return null;
  for (const name of fs.readdirSync(folder)) {
    if (!name.endsWith(ENTRY_SUFFIX) || name.startsWith(".")) continue;
    const reply = await exchange(path.join(folder, name), command);
    if (reply !== null) return reply;
  }
  return null;
}

function exchange(socketPath: string, command: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketAddress(socketPath));
    let text = "";
    let greeted = false;
    socket.on("data", (chunk) => {
      text += chunk.toString();
      if (!greeted && text.includes("\n")) {
        greeted = true;
        const greeting = text.slice(0, text.indexOf("\n"));
        text = text.slice(text.indexOf("\n") + 1);
        if (!greeting.startsWith(OWNER_GREETING)) return void socket.destroy();
        socket.write(`${command}\n`);
      }
    });
    socket.on("end", () => resolve(greeted && text !== "" ? text.trimEnd() : null));
    socket.on("close", () => resolve(greeted && text !== "" ? text.trimEnd() : null));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNREFUSED" || error.code === "ENOENT" ? resolve(null) : reject(error),
    );
  });
}

function answerCommand(socket: net.Socket, handler: LockCommandHandler) {
  let text = "";
  socket.on("data", (chunk) => {
    text += chunk.toString();
    if (!text.includes("\n")) return;
    const command = text.slice(0, text.indexOf("\n"));
    handler(command)
      .catch((error: Error) => JSON.stringify({ ok: false, error: error.message }))
      .then((reply) => socket.end(`${reply}\n`));
  });
}

// A Unix socket path is limited to about 100 bytes; a longer DATA_DIR is
// reached through the process's own handle on the folder.
const folderHandles = new Map<string, number>();
function socketAddress(socketPath: string): string {
  if (Buffer.byteLength(socketPath) < 100) return socketPath;
  const folder = path.dirname(socketPath);
  let fd = folderHandles.get(folder);
  if (fd === undefined) {
    fd = fs.openSync(folder, "r");
    folderHandles.set(folder, fd);
  }
  return `/proc/self/fd/${fd}/${path.basename(socketPath)}`;
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(address, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

function removeIfOld(file: string) {
  try {
    if (Date.now() - fs.lstatSync(file).mtimeMs > 60_000) fs.rmSync(file, { force: true });
  } catch {}
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
