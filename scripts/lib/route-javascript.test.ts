import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { measureRouteJavaScript, overBudget, routeJavaScriptTable } from "#scripts/lib/route-javascript.mjs";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** Random bytes do not compress, so a file's gzipped size is about its length. */
function incompressible(bytes: number): Buffer {
  return crypto.randomBytes(bytes);
}

/** A client build folder with a route manifest and the files it names. */
function clientBuild(routes: Record<string, object>, files: Record<string, number>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "route-js-"));
  folders.push(dir);
  fs.mkdirSync(path.join(dir, "assets"));
  for (const [name, bytes] of Object.entries(files))
    fs.writeFileSync(path.join(dir, "assets", name), incompressible(bytes));
  // A route module that happens to be called "manifest" is not the route manifest.
  fs.writeFileSync(path.join(dir, "assets", "manifest-route.js"), "export {};");
  const manifest = {
    entry: { module: "/assets/entry.js", imports: ["/assets/react.js"], css: [] },
    routes: Object.fromEntries(
      Object.entries(routes).map(([id, route]) => [id, { id, imports: [], css: [], hasDefaultExport: true, ...route }]),
    ),
  };
  fs.writeFileSync(
    path.join(dir, "assets", "manifest-abc123.js"),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
  return dir;
}

const gzipSize = (dir: string, name: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(dir, "assets", name)), { level: 9 }).length;

describe("measureRouteJavaScript", () => {
  const routes = {
    root: { path: "", module: "/assets/root.js", imports: ["/assets/react.js"] },
    "routes/_site/layout": { parentId: "root", module: "/assets/layout.js", imports: ["/assets/shared.js"] },
    "routes/_site/home": { parentId: "routes/_site/layout", index: true, module: "/assets/home.js" },
    "routes/_site/class": {
      parentId: "routes/_site/layout",
      path: "classes/:slug",
      module: "/assets/class.js",
      imports: ["/assets/shared.js", "/assets/big.js"],
    },
    "routes/_site/not-found": { parentId: "routes/_site/layout", path: "*", module: "/assets/nf.js" },
    "routes/_site/leaky": { parentId: "routes/_site/layout", path: "leaky", module: "/assets/admin-form.js" },
    "routes/admin/login": { parentId: "root", path: "admin/login", module: "/assets/login.js" },
    "routes/admin/inbox": { parentId: "root", path: "admin/inbox", module: "/assets/inbox.js" },
    "routes/sitemap": { parentId: "root", path: "sitemap.xml", module: "/assets/sitemap.js", hasDefaultExport: false },
  };
  const sizes = {
    "entry.js": 60_000,
    "react.js": 40_000,
    "root.js": 1_000,
    "layout.js": 2_000,
    "shared.js": 3_000,
    "home.js": 4_000,
    "class.js": 2_000,
    "big.js": 20_000,
    "nf.js": 500,
    "admin-form.js": 300,
    "login.js": 30_000,
    "inbox.js": 50_000,
    "sitemap.js": 10,
  };

  it("counts the entry, every route module from the root down and their static imports, each file once", () => {
    const dir = clientBuild(routes, sizes);
    const home = measureRouteJavaScript(dir).find((row) => row.url === "/");
    const expected = ["entry.js", "react.js", "root.js", "layout.js", "shared.js", "home.js"].reduce(
      (total, name) => total + gzipSize(dir, name),
      0,
    );
    expect(home).toMatchObject({ id: "routes/_site/home", files: 6, budget: 120 });
    expect(home?.kb).toBeCloseTo(expected / 1024, 5);
  });

  it("lists page routes by their URL, with the not-found page and without layouts or resource routes", () => {
    const urls = measureRouteJavaScript(clientBuild(routes, sizes)).map((row) => row.url);
    expect(urls).toEqual(["/", "/*", "/admin/login", "/classes/:slug", "/leaky", "/admin/inbox"]);
  });

  it("holds public pages to 120 KB and the sign-in page to 125 KB, flags back-office code, and budgets no other admin page", () => {
    const rows = measureRouteJavaScript(clientBuild(routes, sizes));
    const byUrl = Object.fromEntries(rows.map((row) => [row.url, row]));
    expect(byUrl["/classes/:slug"]).toMatchObject({ budget: 120, over: true });
    expect(byUrl["/"]).toMatchObject({ over: false });
    expect(byUrl["/admin/login"]).toMatchObject({ budget: 125, over: true });
    expect(byUrl["/leaky"]).toMatchObject({ over: true, adminCode: ["/assets/admin-form.js"] });
    expect(byUrl["/admin/inbox"]).toMatchObject({ budget: null, over: false });
    expect(overBudget(rows)).toEqual([
      expect.stringMatching(/^\/admin\/login: \d+\.\d KB gzipped, budget 125 KB$/),
      expect.stringMatching(/^\/classes\/:slug: \d+\.\d KB gzipped, budget 120 KB$/),
      expect.stringMatching(/^\/leaky: .* back-office code: \/assets\/admin-form\.js$/),
    ]);
    expect(routeJavaScriptTable(rows)).toContain("| `/classes/:slug` | 7 |");
  });

  it("says to build first when there is no route manifest", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "route-js-"));
    folders.push(dir);
    fs.mkdirSync(path.join(dir, "assets"));
    expect(() => measureRouteJavaScript(dir)).toThrow(/run npm run build first/);
  });
});
