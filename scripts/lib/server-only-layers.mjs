// A Vite plugin that keeps core/, db/ and server/ out of the browser bundle:
// when code that reaches the browser imports them, the build stops with the
// importer's name. React Router already drops loaders and actions (and what
// only they import) from the browser's copy of a route, so only imports the
// page itself still needs are checked. Type-only imports vanish before this.
import path from "node:path";

const SERVER_ONLY = ["core", "db", "server"];
const RESOLVING = "server-only-layers";

/** @param {{ root: string }} options the project root */
export function serverOnlyLayers({ root }) {
  const folders = SERVER_ONLY.map((folder) => path.join(root, folder) + path.sep);
  return {
    name: "server-only-layers",
    enforce: "pre",
    async resolveId(id, importer, options) {
      if (options?.ssr || options?.scan || !importer || options?.custom?.[RESOLVING]) return;
      const resolved = await this.resolve(id, importer, {
        ...options,
        custom: { ...options?.custom, [RESOLVING]: true },
      });
      if (!resolved || !folders.some((folder) => resolved.id.startsWith(folder))) return;
      const importerName = path.relative(root, importer.split("?")[0] ?? importer);
      throw new Error(
        `Server-only module referenced by browser code: '${id}' imported by '${importerName}'. ` +
          "core/, db/ and server/ run only on the server; move what the page needs into rules/ or app/, " +
          "or use it from a loader or action (docs/ARCHITECTURE.md).",
      );
    },
  };
}
