import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serverOnlyLayers } from "./scripts/lib/server-only-layers.mjs";

export default defineConfig({
  plugins: [serverOnlyLayers({ root: import.meta.dirname }), tailwindcss(), reactRouter()],
});
