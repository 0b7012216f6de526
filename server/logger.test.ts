import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const LINES = 20_000;
const PROCESS = path.join("tests", "setup", "logging-process.ts");

type Ending = "signal" | "exit" | "throw" | "reject" | "closed-stdout" | "exit-closed-stdout";

/** Runs the logging process to its end; its stdout as JSON lines, its exit code, its stderr. */
function run(end: Ending) {
  const child = spawn(process.execPath, ["--import", "tsx", PROCESS, String(LINES), end]);
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
    if (chunk.includes("logged")) {
      if (end === "signal") child.kill("SIGTERM");
      if (end === "closed-stdout" || end === "exit-closed-stdout") {
        child.stdout.destroy();
        child.stdin.end();
      }
    }
  });
  return new Promise<{ lines: Record<string, unknown>[]; code: number | null; stderr: string }>((resolve) => {
    child.once("close", (code) => {
      // Where the test closed the pipe mid-line, the part read of the last line is not a line.
      const whole = stdout.slice(0, stdout.lastIndexOf("\n") + 1);
      const lines = whole
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      resolve({ lines, code, stderr });
    });
  });
}

/** The numbered request lines, each once, whole and in order. */
function expectEveryRequestLine(lines: Record<string, unknown>[]) {
  const requests = lines.filter((line) => line.msg === "request");
  expect(requests.length).toBe(LINES);
  expect(requests.every((line, n) => line.requestId === `line-${n}`)).toBe(true);
  // Characters of several bytes come through whole, wherever a write of a full pipe stopped.
  expect(requests.every((line, n) => line.path === `/café/${n}/✓`)).toBe(true);
}

describe("the buffered log", () => {
  it("writes every line before a SIGTERM stops the process, and the shutdown's own lines after them", async () => {
    const { lines, code } = await run("signal");
    expect(code).toBe(0);
    expectEveryRequestLine(lines);
    expect(lines.at(-1)).toMatchObject({ msg: "stopped" });
  });

  it("writes every line before the process exits", async () => {
    const { lines, code } = await run("exit");
    expect(code).toBe(0);
    expectEveryRequestLine(lines);
  });

  it.each([
    ["throws", "throw", "the page store broke"],
    ["leaves a promise rejected", "reject", "a write was never awaited"],
  ] as const)("writes every line and then the error when the process %s, and exits with 1", async (_, end, message) => {
    const { lines, code } = await run(end);
    expect(code).toBe(1);
    expectEveryRequestLine(lines);
    expect(lines.at(-1)).toMatchObject({ level: 60, msg: "crashed", err: { message } });
  });

  it("keeps the process running when nothing reads its stdout any more", async () => {
    const { code, stderr } = await run("closed-stdout");
    expect(stderr).toContain("still running");
    expect(code).toBe(0);
  });

  it("exits when the lines it writes at its exit find nothing reading its stdout", async () => {
    const { code } = await run("exit-closed-stdout");
    expect(code).toBe(0);
  });
});
