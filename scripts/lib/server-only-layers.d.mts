import type { Plugin } from "vite";

export function serverOnlyLayers(options: { root: string }): Plugin;
