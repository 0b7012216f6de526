import path from "node:path";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { serverOnlyLayers } from "./server-only-layers.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");
const fixture = (name: string) => path.join(root, "tests", "setup", "server-only-fixture", name);

function buildForBrowser(entry: string) {
  return build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [serverOnlyLayers({ root })],
    build: { write: false, rollupOptions: { input: entry, external: ["react/jsx-runtime"] } },
  });
}

describe("the browser build", () => {
  it("stops when browser code imports core/, naming the importer", async () => {
    await expect(buildForBrowser(fixture("page-using-core.tsx"))).rejects.toThrow(
      "Server-only module referenced by browser code: '#core/dates' imported by 'tests/setup/server-only-fixture/page-using-core.tsx'",
    );
  });

  it("accepts browser code that uses rules/ and only types of db/", async () => {
    await expect(buildForBrowser(fixture("page-using-rules.tsx"))).resolves.toBeDefined();
  });
});
