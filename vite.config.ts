import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serverOnlyLayers } from "./scripts/lib/server-only-layers.mjs";

export default defineConfig({
  plugins: [serverOnlyLayers({ root: import.meta.dirname }), tailwindcss(), reactRouter()],
  // No report of slow plugins at every build (`npm start` builds when the sources changed).
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: {
    // The server bundle is one file: a dynamic import there splits nothing, by design.
    ssr: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
  },
});
