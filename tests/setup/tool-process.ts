import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";

/** `npm run <tool> -- args` as an operator starts it, in a process of its own, with `env` added to this one's. */
export function spawnTool(
  tool: "backup" | "restore" | "admin",
  args: string[],
  env: Record<string, string>,
): { child: ChildProcessWithoutNullStreams; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ["scripts/tool.mjs", tool, ...args], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, output: () => output, exited };
}
