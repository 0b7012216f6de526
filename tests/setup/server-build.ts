import type { ServerBuild } from "react-router";
import { createServer } from "vite";

/** The app's React Router server build, compiled in memory, for in-process HTTP tests of pages. */
export async function loadServerBuild(): Promise<{ build: ServerBuild; close(): Promise<void> }> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, close: () => vite.close() };
}

/** Every route of the build with its full path, e.g. `admin/class-types/:id/edit`. */
export function routePaths(build: ServerBuild): { id: string; path: string; hasLoader: boolean; hasAction: boolean }[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(build.routes)
    .filter((route) => route && (route.path !== undefined || route.index))
    .map((route) => ({
      id: route?.id ?? "",
      path: `/${fullPath(route?.id)}`,
      hasLoader: Boolean(route?.module.loader),
      hasAction: Boolean(route?.module.action),
    }));
}
