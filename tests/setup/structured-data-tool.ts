import { execFile } from "node:child_process";
import { createRequire } from "node:module";

/**
 * Runs the structured-data-testing-tool package on a page's HTML. It loads an
 * old global polyfill that changes built-ins, so it runs in its own process,
 * never inside the test's server.
 */

export type StructuredDataTest = { test: string; type?: "jsonld"; schema?: string; expect?: unknown };
export type StructuredDataResult = { schemas: string[]; passed: unknown[]; failed: { test: string }[] };

const toolPath = createRequire(import.meta.url).resolve("structured-data-testing-tool");

const RUNNER = `
const { structuredDataTest } = require(process.argv[1]);
let input = "";
process.stdin.on("data", (chunk) => (input += chunk));
process.stdin.on("end", async () => {
  const { html, options } = JSON.parse(input);
  const report = (res) => ({ schemas: res.schemas, passed: res.passed, failed: res.failed.map((f) => ({ test: f.test, description: f.description })) });
  try {
    process.stdout.write(JSON.stringify(report(await structuredDataTest(html, options))));
  } catch (error) {
    if (error.type !== "VALIDATION_FAILED") throw error;
    process.stdout.write(JSON.stringify(report(error.res)));
  }
});
`;

export function testStructuredData(
  html: string,
  options: { schemas?: string[]; tests?: StructuredDataTest[] },
): Promise<StructuredDataResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ["-e", RUNNER, toolPath],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`structured-data-testing-tool failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as StructuredDataResult);
      },
    );
    child.stdin?.end(JSON.stringify({ html, options }));
  });
}
