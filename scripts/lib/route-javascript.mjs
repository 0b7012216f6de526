// JavaScript a first visit to each page route downloads, read from React Router's
// route manifest in the client build (not from a list of pages kept by hand):
// the manifest script, the client entry and its imports, then every route module
// from the root down to the page, each with its static imports. CSS is not counted.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Gzipped KB a first load may send: every public page, and the admin sign-in page. */
export const PUBLIC_BUDGET_KB = 120;
export const ADMIN_LOGIN_BUDGET_KB = 125;

const MANIFEST_PREFIX = "window.__reactRouterManifest=";

/** Reads the route manifest of the client build in `clientDir` (build/client). */
export function readRouteManifest(clientDir) {
  const assets = path.join(clientDir, "assets");
  for (const name of fs.readdirSync(assets)) {
    if (!name.startsWith("manifest-") || !name.endsWith(".js")) continue;
    const text = fs.readFileSync(path.join(assets, name), "utf8");
    if (!text.startsWith(MANIFEST_PREFIX)) continue;
    return { file: `/assets/${name}`, manifest: JSON.parse(text.slice(MANIFEST_PREFIX.length).replace(/;\s*$/, "")) };
  }
  throw new Error(`no route manifest in ${assets}: run npm run build first`);
}

/** The budget of a route, or null for back-office pages behind the sign-in (not budgeted). */
export function budgetOf(route, routes) {
  if (route.id === "routes/admin/login") return ADMIN_LOGIN_BUDGET_KB;
  for (let current = route; current; current = routes[current.parentId]) {
    if (current.id === "routes/_site/layout") return PUBLIC_BUDGET_KB;
  }
  return null;
}

/** The URL path a route answers, from its own path and its parents' ("*" is the not-found page). */
function urlOf(route, routes) {
  const parts = [];
  for (let current = route; current; current = routes[current.parentId]) {
    if (current.index) parts.unshift("");
    else if (current.path) parts.unshift(current.path);
  }
  return `/${parts.filter(Boolean).join("/")}`;
}

/**
 * One row per route that renders a page (resource routes have no default export
 * and send no JavaScript): its URL, the files a first load fetches, their gzipped size.
 */
export function measureRouteJavaScript(clientDir) {
  const { manifest } = readRouteManifest(clientDir);
  const gzipped = new Map();
  const sizeOf = (url) => {
    if (!gzipped.has(url)) {
      const body = fs.readFileSync(path.join(clientDir, url.replace(/^\//, "")));
      gzipped.set(url, zlib.gzipSync(body, { level: 9 }).length);
    }
    return gzipped.get(url);
  };
  const rows = [];
  for (const route of Object.values(manifest.routes)) {
    if (!route.hasDefaultExport || route.id === "root") continue;
    const hasChildren = Object.values(manifest.routes).some((other) => other.parentId === route.id);
    if (hasChildren) continue; // a layout is counted with each page inside it
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (let current = route; current; current = manifest.routes[current.parentId]) {
      if (current.module) files.add(current.module);
      for (const imported of current.imports ?? []) files.add(imported);
    }
    const bytes = [...files].reduce((total, url) => total + sizeOf(url), 0);
    const budget = budgetOf(route, manifest.routes);
    const kb = bytes / 1024;
    // A public page must not carry back-office code (its chunks are named after admin modules).
    const adminCode = budget === PUBLIC_BUDGET_KB ? [...files].filter((url) => /admin/i.test(url)) : [];
    rows.push({
      id: route.id,
      url: urlOf(route, manifest.routes),
      files: files.size,
      kb,
      budget,
      adminCode,
      over: budget !== null && (kb > budget || adminCode.length > 0),
    });
  }
  return rows.sort((a, b) => (a.budget === null) - (b.budget === null) || a.url.localeCompare(b.url));
}

/** The table for the terminal and BENCHMARKS.md. */
export function routeJavaScriptTable(rows) {
  return [
    "| route | files | gzipped | budget | within |",
    "|---|---:|---:|---:|---|",
    ...rows.map(
      (row) =>
        `| \`${row.url}\` | ${row.files} | ${row.kb.toFixed(1)} KB | ${row.budget === null ? "-" : `${row.budget} KB`} | ${row.budget === null ? "-" : row.over ? "**no**" : "yes"} |`,
    ),
  ].join("\n");
}

/** Routes over their budget, as one line each, for an error message. */
export function overBudget(rows) {
  return rows
    .filter((row) => row.over)
    .map(
      (row) =>
        `${row.url}: ${row.kb.toFixed(1)} KB gzipped, budget ${row.budget} KB${row.adminCode.length ? `, back-office code: ${row.adminCode.join(", ")}` : ""}`,
    );
}
