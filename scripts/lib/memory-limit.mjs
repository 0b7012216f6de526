// A hard memory limit for one process and what it starts: a child of this
// process's memory cgroup (v1 or v2) when the machine lets us make one.
import fs from "node:fs";
import path from "node:path";

const MB = 1024 * 1024;

function writable(folder) {
  try {
    fs.accessSync(folder, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** This process's memory cgroup folder and its version, or null without a writable one. */
function ownMemoryCgroup() {
  const lines = fs.readFileSync("/proc/self/cgroup", "utf8").split("\n");
  const v1 = lines.find((line) => /^\d+:([^:]*,)?memory(,[^:]*)?:/.test(line));
  if (v1) {
    const folder = path.join("/sys/fs/cgroup/memory", v1.split(":")[2] ?? "/");
    if (fs.existsSync(path.join(folder, "memory.limit_in_bytes")) && writable(folder)) return { version: 1, folder };
  }
  const v2 = lines.find((line) => line.startsWith("0::"));
  const controllers = "/sys/fs/cgroup/cgroup.controllers";
  if (v2 && fs.existsSync(controllers) && fs.readFileSync(controllers, "utf8").split(/\s+/).includes("memory")) {
    const folder = path.join("/sys/fs/cgroup", v2.slice(3));
    const offered = fs.readFileSync(path.join(folder, "cgroup.subtree_control"), "utf8").split(/\s+/);
    if (offered.includes("memory") && writable(folder)) return { version: 2, folder };
  }
  return null;
}

/**
 * A new cgroup holding at most `limitMb` of memory (swap included where the
 * machine accounts it), or null where none can be made. A process joins it by
 * writing its pid into `procs`; `report()` tells whether the kernel killed
 * anything in it for lack of memory and its highest usage (page cache
 * included); `remove()` deletes it once its processes have ended.
 */
export function createMemoryLimit(limitMb, name = `memory-limit-${process.pid}`) {
  let own;
  try {
    own = ownMemoryCgroup();
  } catch {
    return null;
  }
  if (!own) return null;
  const folder = path.join(own.folder, name);
  try {
    fs.mkdirSync(folder);
    const bytes = String(limitMb * MB);
    if (own.version === 1) {
      fs.writeFileSync(path.join(folder, "memory.limit_in_bytes"), bytes);
      try {
        fs.writeFileSync(path.join(folder, "memory.memsw.limit_in_bytes"), bytes);
      } catch {}
    } else {
      fs.writeFileSync(path.join(folder, "memory.max"), bytes);
      try {
        fs.writeFileSync(path.join(folder, "memory.swap.max"), "0");
      } catch {}
    }
  } catch {
    try {
      fs.rmdirSync(folder);
    } catch {}
    return null;
  }
  const read = (file) => {
    try {
      return fs.readFileSync(path.join(folder, file), "utf8");
    } catch {
      return "";
    }
  };
  return {
    kind: `cgroup v${own.version}`,
    procs: path.join(folder, "cgroup.procs"),
    report() {
      const events = read(own.version === 1 ? "memory.oom_control" : "memory.events");
      const oomKills = Number(/oom_kill (\d+)/.exec(events)?.[1] ?? 0);
      const highest = Number(read(own.version === 1 ? "memory.max_usage_in_bytes" : "memory.peak").trim() || 0);
      return { oomKills, highestMb: highest / MB };
    },
    remove() {
      try {
        fs.rmdirSync(folder);
      } catch {}
    },
  };
}
