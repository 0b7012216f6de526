import fs from "node:fs";
import path from "node:path";
import type { PGlite, PGliteOptions, postgresMod } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/**
 * PGlite's Node file system, with PostgreSQL's fsync and fdatasync reaching the
 * disk. PGlite's runtime answers both with "done" and syncs nothing: its NODEFS
 * streams have no fsync operation, and its fdatasync system call only checks the
 * descriptor. Here both call Node's fsyncSync/fdatasyncSync on the real
 * descriptor (a file, or a directory PostgreSQL syncs after creating or renaming
 * a file in it). See docs/decisions/018-durable-embedded-commits.md.
 */

// PGlite's types describe its runtime's file system loosely: the parts used here are typed below and cast to where read.
type Runtime = postgresMod.PostgresMod;
type EmscriptenOptions = Partial<Runtime>;
type Stream = { nfd?: number; node?: { mount?: { type?: unknown } } };
type RuntimeFs = { getStream(fd: number): Stream | null; ErrnoError: new (errno: number) => Error };
type WasmImports = { env: Record<string, unknown> };
type InstantiateWasm = (imports: WasmImports, done: (instance: unknown, module?: unknown) => void) => unknown;

/** Errno values of the WebAssembly runtime (WASI numbering) for what a sync can fail with. */
const EBADF = 8;
const EIO = 29;
const RUNTIME_ERRNO: Record<string, number> = { EBADF, EINVAL: 28, EIO, ENOSPC: 51, EROFS: 69, EDQUOT: 19 };

function runtimeErrno(error: unknown): number {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (code && RUNTIME_ERRNO[code]) || EIO;
}

/** The start parameters PGlite uses, less `-F` (fsync off), which would stop PostgreSQL from ever asking. */
export function durableStartParams(defaults: readonly string[]): string[] {
  return defaults.filter((param) => param !== "-F");
}

export class DurableNodeFS extends NodeFS {
  /** Whether the data directory still has to receive the database PGlite creates on first open. */
  #awaitingNewDatabase: boolean;

  constructor(dataDir: string) {
    super(dataDir);
    this.#awaitingNewDatabase = !fs.existsSync(path.join(this.rootDir, "PG_VERSION"));
  }

  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    let runtime: Runtime | undefined;
    const instantiate = emscriptenOpts.instantiateWasm as unknown as InstantiateWasm | undefined;
    if (!instantiate) throw new Error("PGlite no longer instantiates its runtime itself; the fdatasync hook needs it");
    const amended = {
      ...emscriptenOpts,
      instantiateWasm: (imports: WasmImports, done: Parameters<InstantiateWasm>[1]) => {
        const fdatasync = (fd: number) => (runtime ? fdatasyncSystemCall(runtime, fd) : -EIO);
        // The signature the runtime's dynamic linker reads from JavaScript imports: int(int).
        imports.env.__syscall_fdatasync = Object.assign(fdatasync, { sig: "ii" });
        return instantiate(imports, done);
      },
      preRun: [
        (mod: Runtime) => {
          runtime = mod;
          addFsyncToNodeStreams(mod);
        },
        ...(emscriptenOpts.preRun ?? []),
      ],
    };
    return { emscriptenOpts: amended as unknown as EmscriptenOptions };
  }

  /**
   * PGlite calls this after every statement. Once, after it has copied a newly
   * created database into the directory without any sync, the whole tree is
   * synced, as PostgreSQL's own initdb does before it reports success.
   */
  override async syncToFs(_relaxedDurability?: boolean) {
    if (this.#awaitingNewDatabase && fs.existsSync(path.join(this.rootDir, "PG_VERSION"))) {
      syncTree(this.rootDir);
      syncPath(path.dirname(this.rootDir));
      this.#awaitingNewDatabase = false;
    }
  }
}

/** PGlite options that open `dataDir` with commits that reach the disk. */
export function durableDataDirOptions(dataDir: string, defaults: readonly string[]): Partial<PGliteOptions> {
  return { fs: new DurableNodeFS(dataDir), startParams: durableStartParams(defaults) };
}

function isNodeStream(mod: Runtime, stream: Stream | null): stream is Stream & { nfd: number } {
  return typeof stream?.nfd === "number" && stream.node?.mount?.type === mod.NODEFS;
}

function addFsyncToNodeStreams(mod: Runtime) {
  const runtimeFs = mod.FS as unknown as RuntimeFs;
  // Every NODEFS node shares this one object, so each file and directory under the data directory gets it.
  const streamOps = (mod.NODEFS as unknown as { stream_ops: Record<string, unknown> }).stream_ops;
  streamOps.fsync = (stream: Stream) => {
    if (typeof stream.nfd !== "number") return 0;
    try {
      fs.fsyncSync(stream.nfd);
    } catch (error) {
      throw new runtimeFs.ErrnoError(runtimeErrno(error));
    }
    return 0;
  };
}

/** The runtime's fdatasync system call: 0, or minus an errno, as PostgreSQL's C library expects. */
function fdatasyncSystemCall(mod: Runtime, fd: number): number {
  const stream = (mod.FS as unknown as RuntimeFs).getStream(fd);
  if (!stream) return -EBADF;
  if (!isNodeStream(mod, stream)) return 0;
  try {
    fs.fdatasyncSync(stream.nfd);
    return 0;
  } catch (error) {
    return -runtimeErrno(error);
  }
}

/** fsync every file, then every directory from the leaves up, so each name is durable after its contents. */
export function syncTree(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) syncTree(full);
    else if (entry.isFile()) syncPath(full);
  }
  syncPath(dir);
}

export function syncPath(target: string) {
  const fd = fs.openSync(target, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
