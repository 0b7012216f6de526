import v8 from "node:v8";
import vm from "node:vm";

/**
 * One full garbage collection once the start's own work is done (migrations,
 * the demo content, the countries table read from its 25 MB of text). Left to
 * itself V8 returns that memory only after it sees the process idle, 20 to 30
 * seconds later, and a server that gets a steady trickle of requests may hold
 * it much longer: measured, 70 MB of a later start's 180 (decision 070).
 */
export function collectStartUpGarbage(): void {
  v8.setFlagsFromString("--expose-gc");
  const collect = vm.runInNewContext("gc") as (() => void) | undefined;
  collect?.();
}
