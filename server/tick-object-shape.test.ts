import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The feedback V8 keeps for the object literal in Node's nextTick, read in a
// child process after full collections with an empty queue.
function literalFeedback(keep: boolean): string[] {
  // V8 prints through C's stdio, which loses output on a pipe here; a file keeps it all.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tick-probe-"));
  const outputFile = path.join(dir, "stdout.txt");
  const output = fs.openSync(outputFile, "w");
  const result = spawnSync(
    process.execPath,
    [
      "--allow-natives-syntax",
      "--expose-gc",
      "--import",
      "tsx",
      "tests/setup/tick-feedback-probe.ts",
      ...(keep ? ["--keep"] : []),
    ],
    { encoding: "utf8", timeout: 60_000, stdio: ["ignore", output, "pipe"] },
  );
  fs.closeSync(output);
  const printed = fs.readFileSync(outputFile, "utf8");
  fs.rmSync(dir, { recursive: true, force: true });
  expect(result.status, result.stderr).toBe(0);
  return [...printed.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1] ?? "");
}

describe("the shape of nextTick entries", () => {
  // Without it, every nextTick after the first idle full collection goes through
  // V8's runtime: a quarter of the stored pages' throughput.
  // See docs/decisions/043-keep-the-tick-object-shape.md.
  it("stays on the optimised path through full collections once the server keeps one entry", () => {
    const kept = literalFeedback(true);
    expect(kept.length).toBeGreaterThanOrEqual(4);
    expect(kept.every((state) => state === "MONOMORPHIC")).toBe(true);
  });

  it("is lost in a process that keeps none (the condition the server guards against)", () => {
    expect(literalFeedback(false)).toContain("MEGAMORPHIC");
  });
});
